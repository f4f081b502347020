import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApplicationStatus } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationHistory, applications } from '../db/schema.ts';

/**
 * When the application's status was last set: its latest `status` history entry, found on
 * application_history_app_idx (application, time) from the newest back; null when it never was.
 * A column of a query over `applications` (the enquiry's, and the check below).
 */
export const latestStatusAt = sql<Date | null>`(select h.created_at from ${applicationHistory} h
  where h.application_id = "applications"."id" and h.action = 'status' order by h.created_at desc limit 1)`.mapWith(applicationHistory.createdAt);

/** The application's decision now, with what its day is read from. */
export const decisionQuery = (db: Database, id: string) =>
  db.select({ isStatus: applications.isStatus, createdAt: applications.createdAt, statusAt: latestStatusAt }).from(applications).where(eq(applications.id, id));

/** What the decision of an application is now; null when there is no such application. */
export async function decisionOf(db: Database, id: string): Promise<{ isStatus: ApplicationStatus; createdAt: Date; statusAt: Date | null } | null> {
  const [found] = await decisionQuery(db, id);
  return found ?? null;
}

/** The application's status changes after `after`, oldest first: what a status was set to (the entry's detail) and when. */
export async function statusChangesAfter(db: Database, id: string, after: Date): Promise<{ status: string; at: Date }[]> {
  const rows = await db
    .select({ detail: applicationHistory.detail, at: applicationHistory.createdAt })
    .from(applicationHistory)
    .where(and(eq(applicationHistory.applicationId, id), eq(applicationHistory.action, 'status'), gt(applicationHistory.createdAt, after)))
    .orderBy(asc(applicationHistory.createdAt), asc(applicationHistory.id));
  // application-status.ts records `Status set to <status>`.
  return rows.map(({ detail, at }) => ({ status: detail.replace(/^Status set to /, ''), at }));
}

/** The application's deletion entry: it names the application's id (application-history.ts), and the application none. */
export const deletionQuery = (db: Database, id: string) =>
  db
    .select({ at: applicationHistory.createdAt })
    .from(applicationHistory)
    .where(and(isNull(applicationHistory.applicationId), eq(applicationHistory.action, 'deleted'), eq(applicationHistory.detail, `Application ${id} deleted`)))
    .orderBy(desc(applicationHistory.createdAt))
    .limit(1);

/** When the application was deleted; null when that is not known. */
export async function deletionOf(db: Database, id: string): Promise<Date | null> {
  const [found] = await deletionQuery(db, id);
  return found?.at ?? null;
}
