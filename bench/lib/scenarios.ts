import { and, eq, inArray, sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';
import { applicationDocuments, applications, applicationStats, files, users } from '../../apps/server/src/db/schema.ts';
import { verifyPassword } from '../../apps/server/src/lib/passwords.ts';
import { seeded } from './seed.ts';

export const ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password 1' };

/** The signed-in staff member whose token the staff scenarios carry. */
export interface StaffSession {
  sessionId: string;
  userId: string;
}

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Staff routes carry the bench's Bearer token. */
  staff: boolean;
  /** A fresh request target each time, so caches and a single hot row do not flatter the figures. */
  path(count: number): string;
  body?: string;
  /**
   * The engine limit: the same SQL the route runs, straight on the app's driver (drizzle over PGlite
   * or node-postgres), without HTTP, validation, serialisation or URL signing. Staff scenarios
   * start with the session check every staff request makes (see `withSession`).
   */
  engine(app: App, count: number): Promise<unknown>;
}

/** Staff requests first look the session up (plugins/auth.ts); that query is part of the route's SQL. */
export function withSession(scenario: Scenario, session: StaffSession): Scenario['engine'] {
  if (!scenario.staff) return scenario.engine;
  return async (app, count) => {
    if (!(await app.sessions.activeUser(session.sessionId, session.userId))) throw new Error('the bench session has ended');
    return scenario.engine(app, count);
  };
}

const pick = (count: number) => 1 + Math.floor(Math.random() * count);
const NEWEST_FIRST = sql`${applications.createdAt} desc nulls last, ${applications.id} desc nulls last`;

/** ApplicationsService.documentsOf: the slots of the listed applications, joined to their files. */
function documentsOf(app: App, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return app.db
    .select({
      applicationId: applicationDocuments.applicationId, slot: applicationDocuments.slot, fileId: applicationDocuments.fileId,
      uploadedAt: applicationDocuments.uploadedAt, contentType: files.contentType, size: files.size,
    })
    .from(applicationDocuments)
    .innerJoin(files, eq(files.id, applicationDocuments.fileId))
    .where(inArray(applicationDocuments.applicationId, ids));
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'enquiry (exact match)',
    method: 'GET',
    staff: false,
    path: (count) => `/api/application/fetchApplicationEnquiry?limit=10&search=${seeded.passport(pick(count))}&search1=${seeded.nationality}&search2=${seeded.dob}`,
    async engine(app, count) {
      // The route counts the attempt per address and per passport first, and takes the passport's
      // back once found: those writes are part of it.
      const passport = seeded.passport(pick(count));
      await app.rateLimiter.hit('enquiry:ip:127.0.0.1', app.config.rateLimits.enquiryPerIp);
      await app.rateLimiter.hit(`enquiry:passport:${passport}`, app.config.rateLimits.enquiryPerPassport);
      const rows = await app.db.select().from(applications).where(and(
        eq(applications.passport, passport),
        eq(sql`lower(${applications.currentN})`, seeded.nationality.toLowerCase()),
        eq(applications.dob, seeded.dob),
      )).limit(10);
      await app.rateLimiter.forgive(`enquiry:passport:${passport}`);
      return documentsOf(app, rows.map((r) => r.id));
    },
  },
  {
    name: 'list page (1-100)',
    method: 'GET',
    staff: true,
    path: () => `/api/application/fetchApplication?page=${pick(100)}&limit=10`,
    async engine(app) {
      const rows = await app.db.select().from(applications).orderBy(NEWEST_FIRST).limit(10).offset((pick(100) - 1) * 10);
      await app.db.select({ n: sql<number>`coalesce(sum(${applicationStats.count}), 0)::int` }).from(applicationStats);
      return documentsOf(app, rows.map((r) => r.id));
    },
  },
  {
    name: 'list search',
    method: 'GET',
    staff: true,
    // Seven passport digits: ten applicants match, so the page and its total do real work.
    path: (count) => `/api/application/fetchApplication?page=1&limit=10&search=${searchTerm(count)}`,
    async engine(app, count) {
      const where = sql`${applications.searchText} like ${`%${searchTerm(count)}%`}`;
      const rows = await app.db.select().from(applications).where(where).orderBy(NEWEST_FIRST).limit(10);
      await app.db.select({ n: sql<number>`count(*)::int` }).from(applications).where(where);
      return documentsOf(app, rows.map((r) => r.id));
    },
  },
  {
    name: 'one application by id',
    method: 'GET',
    staff: true,
    path: (count) => `/api/application/fetchApplication/${seeded.id(pick(count))}`,
    async engine(app, count) {
      const [row] = await app.db.select().from(applications).where(eq(applications.id, seeded.id(pick(count))));
      return documentsOf(app, row ? [row.id] : []);
    },
  },
  {
    name: 'login (argon2id, OWASP cost)',
    method: 'POST',
    staff: false,
    path: () => '/api/users/login',
    body: JSON.stringify(ADMIN),
    // As the brief of the benchmark says: the user lookup and one argon2id verification.
    async engine(app) {
      const [row] = await app.db.select().from(users).where(eq(users.email, ADMIN.email));
      if (!row || !(await verifyPassword(row.passwordHash, ADMIN.password))) throw new Error('bench admin cannot sign in');
    },
  },
];

function searchTerm(count: number): string {
  const tens = Math.max(1, Math.floor(count / 10));
  return seeded.passport(pick(tens) * 10).slice(0, 8).toLowerCase();
}
