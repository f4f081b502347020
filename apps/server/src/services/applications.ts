import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import {
  APPLICANT_FIELD_KEYS,
  APPLICATION_MESSAGES as M,
  DOCUMENT_SLOTS,
  STAFF_FILE_URL_TTL_SECONDS,
  type ApplicantFields,
  type Application,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationStatus,
  type DocumentSlotKey,
  type HistoryEntry,
} from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationDocuments, applicationHistory, applications, applicationStats, files } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { makeWebpVariants } from '../lib/images.ts';
import type { UploadedFile } from '../lib/uploads.ts';
import type { FilesService, LinkSigner, StoredFile } from './files.ts';
import { countersColumn } from './rate-limiter.ts';
import type { EnquiryResult } from './enquiry-guard.ts';
import { toApplicantCopy, toApplication, type DocumentRow } from './application-mapper.ts';

type Row = typeof applications.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The staff session an answer is for: the file links in it stop working when that session ends. */
export interface Viewer {
  sessionId: string;
}

/** A staff member making a change, in the session that will see the answer. */
export interface Actor extends Viewer {
  id: string;
  name: string;
}

/** Signed URLs given to staff last an hour (or until their session ends); the enquiry's 15 minutes. */
export const STAFF_URL_TTL_SECONDS = STAFF_FILE_URL_TTL_SECONDS;
export const ENQUIRY_URL_TTL_SECONDS = 900;

const FIELD_LABELS: Record<keyof ApplicantFields, string> = {
  surname: 'Surname', givenN: 'Given name', email: 'Email', phone: 'Phone', nationalId: 'National ID',
  sex: 'Sex', dob: 'Date of birth', birthCity: 'Birth city', currentN: 'Current nationality',
  identification: 'Identification marks', company: 'Company', dutyDuration: 'Duty duration',
  jobTitle: 'Job title', salary: 'Salary', passport: 'Passport', issuedCountry: 'Issued country',
};

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The staff search's haystack; the demo seed fills it the same way. */
export function searchText(fields: ApplicantFields): string {
  return `${fields.passport} ${fields.surname} ${fields.givenN} ${fields.email}`.toLowerCase();
}

/**
 * The applicant's own fields and nothing else: the service writes only what it names, whatever an
 * object handed to it carries (id, status, dates, photo references are the service's to set).
 */
function applicantOnly(fields: ApplicantFields): ApplicantFields {
  return Object.fromEntries(APPLICANT_FIELD_KEYS.map((key) => [key, fields[key]])) as ApplicantFields;
}

const NEWEST_FIRST = sql`${applications.createdAt} desc nulls last, ${applications.id} desc nulls last`;

/**
 * The reads every answer makes, built once and prepared (on PostgreSQL, once per connection):
 * building a query with drizzle cost more CPU than the database spent answering it (bench/README.md).
 */
/** A document row as `json_build_object` gives it: the time as text. */
interface DocumentJson extends Omit<DocumentRow, 'uploadedAt'> {
  uploadedAt: string;
}

const fromJson = (docs: DocumentJson[]): DocumentRow[] => docs.map((d) => ({ ...d, uploadedAt: new Date(d.uploadedAt) }));

function prepareReads(db: Database) {
  const documents = db
    .select({
      applicationId: applicationDocuments.applicationId,
      slot: applicationDocuments.slot,
      fileId: applicationDocuments.fileId,
      uploadedAt: applicationDocuments.uploadedAt,
      contentType: files.contentType,
      size: files.size,
    })
    .from(applicationDocuments)
    .innerJoin(files, eq(files.id, applicationDocuments.fileId))
    .where(sql`${applicationDocuments.applicationId} = any(${sql.placeholder('ids')})`)
    .prepare('application_documents_of');
  // One application and its documents in one round trip: the documents as a JSON array beside the row.
  const withDocuments = {
    row: applications,
    documents: sql<DocumentJson[]>`coalesce((select json_agg(json_build_object('slot', d.slot, 'fileId', d.file_id,
      'uploadedAt', d.uploaded_at, 'contentType', f.content_type, 'size', f.size))
      from ${applicationDocuments} d join ${files} f on f.id = d.file_id
      where d.application_id = "applications"."id"), '[]'::json)`,
  };
  const byId = db.select(withDocuments).from(applications).where(eq(applications.id, sql.placeholder('id'))).prepare('application_by_id');
  // The enquiry's rate-limit counters ride along: one row with none of the applicant's when
  // nothing matches, so a check costs one round trip whatever it finds (ADR 011).
  const enquiry = db
    .select({ ...withDocuments, counters: countersColumn(sql.placeholder('counterKeys')) })
    .from(sql`(select 1) as "enquiry"`)
    .leftJoin(applications, and(
      eq(applications.passport, sql.placeholder('passport')),
      eq(sql`lower(${applications.currentN})`, sql.placeholder('nationality')),
      eq(applications.dob, sql.placeholder('dob')),
    ))
    .limit(sql.placeholder('limit'))
    .prepare('application_enquiry');
  return { documents, byId, enquiry };
}


/** Visa applications: their fields, photo, twelve document slots, status and history. */
export class ApplicationsService {
  private readonly db: Database;
  private readonly files: FilesService;
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly prepared: ReturnType<typeof prepareReads>;

  constructor(db: Database, filesService: FilesService, timeZone: string) {
    this.db = db;
    this.prepared = prepareReads(db);
    this.files = filesService;
    this.dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  }

  /** Today's date as YYYY-MM-DD in the consultancy's time zone. */
  today(): string {
    return this.dateFormat.format(new Date());
  }

  private async documentsOf(ids: string[]): Promise<Map<string, DocumentRow[]>> {
    const byApp = new Map<string, DocumentRow[]>();
    if (ids.length === 0) return byApp;
    const rows = await this.prepared.documents.execute({ ids });
    for (const row of rows) byApp.set(row.applicationId, [...(byApp.get(row.applicationId) ?? []), row]);
    return byApp;
  }

  private async present(rows: Row[], viewer: Viewer): Promise<Application[]> {
    const docs = await this.documentsOf(rows.map((r) => r.id));
    const sign: LinkSigner = (id) => this.files.signedUrl(id, STAFF_URL_TTL_SECONDS, viewer.sessionId);
    return rows.map((row) => toApplication(row, docs.get(row.id) ?? [], sign));
  }

  async list(query: ApplicationListQuery, viewer: Viewer): Promise<ApplicationListResponse> {
    // Every word must appear somewhere: "Meera Patel", "patel meera" and "NP 123 4567" all match.
    const words = query.search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
    const where = words.length
      ? and(...words.map((word) => sql`${applications.searchText} like ${`%${escapeLike(word)}%`}`))
      : undefined;
    const rows = await this.db
      .select()
      .from(applications)
      .where(where)
      .orderBy(NEWEST_FIRST)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    let total: number;
    if (where) {
      const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(applications).where(where);
      total = row?.n ?? 0;
    } else {
      const [row] = await this.db.select({ n: sql<number>`coalesce(sum(${applicationStats.count}), 0)::int` }).from(applicationStats);
      total = row?.n ?? 0;
    }
    return {
      applications: await this.present(rows, viewer),
      totalApplication: total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  async counts(): Promise<Record<ApplicationStatus, number>> {
    const rows = await this.db.select().from(applicationStats);
    const counts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) if (row.status in counts) counts[row.status as ApplicationStatus] = row.count;
    return counts;
  }

  async get(id: string, viewer: Viewer): Promise<Application | null> {
    const [found] = await this.prepared.byId.execute({ id });
    if (!found) return null;
    const sign: LinkSigner = (fileId) => this.files.signedUrl(fileId, STAFF_URL_TTL_SECONDS, viewer.sessionId);
    return toApplication(found.row, fromJson(found.documents), sign);
  }

  private async requireRow(id: string, tx: Tx | Database = this.db): Promise<Row> {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for('update');
    if (!row) throw new HttpError(404, M.notFound);
    return row;
  }

  /** Email first, then passport: the spec's order of the duplicate checks. */
  async assertUnique(fields: ApplicantFields, exceptId?: string): Promise<void> {
    const others = exceptId ? ne(applications.id, exceptId) : undefined;
    const clash = await this.db
      .select({ email: applications.email, passport: applications.passport })
      .from(applications)
      .where(and(or(eq(applications.email, fields.email), eq(applications.passport, fields.passport)), others));
    if (clash.some((c) => c.email === fields.email)) {
      throw new HttpError(409, M.emailExists, { errors: { email: M.emailExists } });
    }
    if (clash.length > 0) throw new HttpError(409, M.passportExists, { errors: { passport: M.passportExists } });
  }

  private uniqueViolation(error: unknown): HttpError | null {
    if (!isUniqueViolation(error)) return null;
    const text = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
    return text.includes('email')
      ? new HttpError(409, M.emailExists, { errors: { email: M.emailExists } })
      : new HttpError(409, M.passportExists, { errors: { passport: M.passportExists } });
  }

  private async storePhoto(photo: UploadedFile): Promise<StoredFile[]> {
    let variants;
    try {
      variants = await makeWebpVariants(photo.tempPath, { display: 800, thumb: 160 });
    } catch {
      throw new HttpError(400, M.invalidImageType, { errors: { image: M.invalidImageType } });
    }
    const stored: StoredFile[] = [];
    try {
      stored.push(await this.files.storeBuffer(variants.display, 'image/webp', 'photo.webp'));
      stored.push(await this.files.storeBuffer(variants.thumb, 'image/webp', 'photo-thumb.webp'));
      stored.push(await this.files.storeUpload(photo));
    } catch (error) {
      await this.files.remove(stored.map((s) => s.id));
      throw error;
    }
    return stored;
  }

  private async record(tx: Tx, applicationId: string, actor: Actor, action: HistoryEntry['action'], detail: string) {
    await tx.insert(applicationHistory).values({
      id: newId(), applicationId, actorId: actor.id, actorName: actor.name, action, detail,
    });
  }

  private async bumpStats(tx: Tx, status: ApplicationStatus, delta: number) {
    await tx
      .update(applicationStats)
      .set({ count: sql`${applicationStats.count} + ${delta}` })
      .where(eq(applicationStats.status, status));
  }

  async create(fields: ApplicantFields, photo: UploadedFile, actor: Actor): Promise<Application> {
    await this.assertUnique(fields);
    const [display, thumb, original] = await this.storePhoto(photo);
    const id = newId();
    try {
      await this.db.transaction(async (tx) => {
        await tx.insert(applications).values({
          id, ...applicantOnly(fields), searchText: searchText(fields),
          photoFileId: display?.id, photoThumbFileId: thumb?.id, photoOriginalFileId: original?.id,
          isStatus: 'pending', pending: this.today(), approve: '',
        });
        await this.bumpStats(tx, 'pending', 1);
        await this.record(tx, id, actor, 'created', 'Application created');
      });
    } catch (error) {
      await this.files.remove([display?.id, thumb?.id, original?.id]);
      throw this.uniqueViolation(error) ?? error;
    }
    return (await this.get(id, actor)) as Application;
  }

  async update(id: string, fields: ApplicantFields, photo: UploadedFile | undefined, actor: Actor): Promise<Application> {
    const before = await this.requireRow(id);
    await this.assertUnique(fields, id);
    const stored = photo ? await this.storePhoto(photo) : [];
    const changed = (Object.keys(FIELD_LABELS) as (keyof ApplicantFields)[]).filter((k) => before[k] !== fields[k]);
    const labels = changed.map((k) => FIELD_LABELS[k]);
    if (photo) labels.push('Photo');
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({
            ...applicantOnly(fields), searchText: searchText(fields), updatedAt: new Date(),
            ...(photo ? { photoFileId: stored[0]?.id, photoThumbFileId: stored[1]?.id, photoOriginalFileId: stored[2]?.id } : {}),
          })
          .where(eq(applications.id, id));
        await this.record(tx, id, actor, 'updated', labels.length ? `Changed: ${labels.join(', ')}` : 'Saved without changes');
      });
    } catch (error) {
      await this.files.remove(stored.map((s) => s.id));
      throw this.uniqueViolation(error) ?? error;
    }
    if (photo) await this.files.remove([before.photoFileId, before.photoThumbFileId, before.photoOriginalFileId]);
    return (await this.get(id, actor)) as Application;
  }

  /** Replaces the given slots; old files are removed only once the new ones are safely recorded. */
  async setDocuments(id: string, uploads: Map<DocumentSlotKey, UploadedFile>, actor: Actor): Promise<Application> {
    await this.requireRow(id);
    const stored = new Map<DocumentSlotKey, StoredFile>();
    try {
      for (const [slot, upload] of uploads) stored.set(slot, await this.files.storeUpload(upload));
    } catch (error) {
      await this.files.remove([...stored.values()].map((s) => s.id));
      throw error;
    }
    const replaced: string[] = [];
    try {
      await this.db.transaction(async (tx) => {
        await this.requireRow(id, tx);
        for (const [slot, file] of stored) {
          const [old] = await tx
            .select({ fileId: applicationDocuments.fileId })
            .from(applicationDocuments)
            .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, slot)));
          if (old) replaced.push(old.fileId);
          await tx
            .insert(applicationDocuments)
            .values({ applicationId: id, slot, fileId: file.id })
            .onConflictDoUpdate({
              target: [applicationDocuments.applicationId, applicationDocuments.slot],
              set: { fileId: file.id, uploadedAt: new Date() },
            });
        }
        await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
        const labels = DOCUMENT_SLOTS.filter((s) => stored.has(s.key)).map((s) => s.label);
        await this.record(tx, id, actor, 'documents', `Uploaded: ${labels.join(', ')}`);
      });
    } catch (error) {
      await this.files.remove([...stored.values()].map((s) => s.id));
      throw error;
    }
    await this.files.remove(replaced);
    return (await this.get(id, actor)) as Application;
  }

  async setStatus(id: string, status: ApplicationStatus, actor: Actor): Promise<Application> {
    await this.db.transaction(async (tx) => {
      const row = await this.requireRow(id, tx);
      const today = this.today();
      const dates =
        status === 'approved' ? { approve: today } : status === 'pending' ? { pending: today } : { approve: '' };
      await tx.update(applications).set({ isStatus: status, ...dates, updatedAt: new Date() }).where(eq(applications.id, id));
      if (row.isStatus !== status) {
        // Counters are locked in one fixed order (by status name): two opposite changes at once
        // would otherwise each hold one counter and wait for the other (a deadlock on PostgreSQL).
        const changes: [ApplicationStatus, number][] = [[row.isStatus, -1], [status, 1]];
        changes.sort(([a], [b]) => a.localeCompare(b));
        for (const [counter, delta] of changes) await this.bumpStats(tx, counter, delta);
      }
      await this.record(tx, id, actor, 'status', `Status set to ${status}`);
    });
    return (await this.get(id, actor)) as Application;
  }

  async remove(id: string): Promise<void> {
    const fileIds: (string | null)[] = [];
    await this.db.transaction(async (tx) => {
      const row = await this.requireRow(id, tx);
      const docs = await tx
        .select({ fileId: applicationDocuments.fileId })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, id));
      fileIds.push(row.photoFileId, row.photoThumbFileId, row.photoOriginalFileId, ...docs.map((d) => d.fileId));
      await tx.delete(applications).where(eq(applications.id, id));
      await this.bumpStats(tx, row.isStatus, -1);
    });
    await this.files.remove(fileIds);
  }

  async history(id: string, limit = 200): Promise<HistoryEntry[]> {
    await this.requireRow(id);
    const rows = await this.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, id))
      .orderBy(desc(applicationHistory.createdAt), desc(applicationHistory.id))
      .limit(limit);
    return rows.map((r) => ({
      _id: r.id, applicationId: r.applicationId, action: r.action, detail: r.detail,
      actorName: r.actorName, createdAt: r.createdAt.toISOString(),
    }));
  }

  /** The latest changes across all applications, for the dashboard. */
  async recentHistory(limit: number): Promise<(HistoryEntry & { applicantName: string })[]> {
    const rows = await this.db
      .select({ entry: applicationHistory, surname: applications.surname, givenN: applications.givenN })
      .from(applicationHistory)
      .innerJoin(applications, eq(applications.id, applicationHistory.applicationId))
      .orderBy(sql`${applicationHistory.createdAt} desc nulls last`)
      .limit(limit);
    return rows.map(({ entry, surname, givenN }) => ({
      _id: entry.id, applicationId: entry.applicationId, action: entry.action, detail: entry.detail,
      actorName: entry.actorName, createdAt: entry.createdAt.toISOString(), applicantName: `${givenN} ${surname}`,
    }));
  }

  /**
   * The public status check: an exact match of passport, nationality and date of birth, answering
   * the applicant copy only, and the rate-limit counters stored under `counterKeys` read with it.
   */
  async enquiry(passport: string, nationality: string, dob: string, limit: number, counterKeys: string[]): Promise<EnquiryResult> {
    const rows = await this.prepared.enquiry.execute({ passport, nationality: nationality.toLowerCase(), dob, limit, counterKeys });
    const sign: LinkSigner = (id) => this.files.signedUrl(id, ENQUIRY_URL_TTL_SECONDS);
    const found = rows.flatMap(({ row, documents }) => (row ? [toApplicantCopy(row, fromJson(documents), sign)] : []));
    return { found, counters: rows[0]?.counters ?? [] };
  }
}
