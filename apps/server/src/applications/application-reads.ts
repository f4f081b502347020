import { and, eq, sql } from 'drizzle-orm';
import type { Application, ApplicationStatus } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationDocuments, applicationExtraDocuments, applications, applicationStageEvents, applicationStats, files, ledgerEntries } from '../db/schema.ts';
import { staffSigner, type ApplicationsContext, type Viewer } from './application-context.ts';
import type { ApplicationRow } from './application-row.ts';
import { toApplication, type DocumentRow, type ExtraDocumentRow } from './application-mapper.ts';
import { countersColumn } from '../security/rate-limiter.ts';
import type { CopyEntry } from '../ledger/applicant-payments.ts';
import { latestStatusAt } from '../statements/statement-standing.ts';
import { storedConsultancyName } from '../settings/settings.ts';

/** A document row as `json_build_object` gives it: the time as text. */
interface DocumentJson extends Omit<DocumentRow, 'uploadedAt'> {
  uploadedAt: string;
}

/** An extra document row as `json_build_object` gives it: the time as text. */
interface ExtraDocumentJson extends Omit<ExtraDocumentRow, 'uploadedAt'> {
  uploadedAt: string;
}

export const fromJson = <T extends { uploadedAt: string }>(docs: T[]): (Omit<T, 'uploadedAt'> & { uploadedAt: Date })[] =>
  docs.map((d) => ({ ...d, uploadedAt: new Date(d.uploadedAt) }));

/** Extra documents oldest first; ties (one transaction's clock) by id. */
const EXTRAS_ORDER = sql`${applicationExtraDocuments.uploadedAt}, ${applicationExtraDocuments.id}`;

function prepareExtras(db: Database) {
  return db
    .select({
      applicationId: applicationExtraDocuments.applicationId,
      id: applicationExtraDocuments.id,
      label: applicationExtraDocuments.label,
      fileId: applicationExtraDocuments.fileId,
      uploadedAt: applicationExtraDocuments.uploadedAt,
      contentType: files.contentType,
      size: files.size,
    })
    .from(applicationExtraDocuments)
    .innerJoin(files, eq(files.id, applicationExtraDocuments.fileId))
    .where(sql`${applicationExtraDocuments.applicationId} = any(${sql.placeholder('ids')})`)
    .orderBy(EXTRAS_ORDER)
    .prepare('application_extra_documents_of');
}

/**
 * The reads every answer makes, built once and prepared (on PostgreSQL, once per connection):
 * building a query with drizzle cost more CPU than the database spent answering it (bench/README.md).
 */
export function prepareReads(db: Database) {
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
  // One application and its documents in one round trip: the documents, and the extra ones, as
  // JSON arrays beside the row.
  const withDocuments = {
    row: applications,
    documents: sql<DocumentJson[]>`coalesce((select json_agg(json_build_object('slot', d.slot, 'fileId', d.file_id,
      'uploadedAt', d.uploaded_at, 'contentType', f.content_type, 'size', f.size))
      from ${applicationDocuments} d join ${files} f on f.id = d.file_id
      where d.application_id = "applications"."id"), '[]'::json)`,
    extras: sql<ExtraDocumentJson[]>`coalesce((select json_agg(json_build_object('id', e.id, 'label', e.label,
      'fileId', e.file_id, 'uploadedAt', e.uploaded_at, 'contentType', f.content_type, 'size', f.size)
      order by e.uploaded_at, e.id)
      from ${applicationExtraDocuments} e join ${files} f on f.id = e.file_id
      where e.application_id = "applications"."id"), '[]'::json)`,
  };
  const byId = db.select(withDocuments).from(applications).where(eq(applications.id, sql.placeholder('id'))).prepare('application_by_id');
  // The worker's moves, oldest first, for the applicant's timeline (ADR 049): only the stage and the day.
  const moves = sql<{ stage: string; on: string }[]>`coalesce((select json_agg(json_build_object('stage', m.stage, 'on', m.on) order by m.created_at, m.id)
      from ${applicationStageEvents} m where m.application_id = "applications"."id"), '[]'::json)`;
  // The worker's ledger, in the order recorded (ADR 051): what the copy shows and the sums need, never who or the reference.
  const ledger = sql<CopyEntry[]>`coalesce((select json_agg(json_build_object('id', l.id, 'kind', l.kind, 'label', l.label, 'amount', l.amount,
      'currency', l.currency, 'on', l.on, 'receiptNo', l.receipt_no, 'reverses', l.reverses) order by l.created_at, l.id)
      from ${ledgerEntries} l where l.application_id = "applications"."id"), '[]'::json)`;
  // The enquiry's rate-limit counters ride along: one row with none of the applicant's when
  // nothing matches, so a check costs one round trip whatever it finds (ADR 011). So do what each
  // copy's signed statement needs beyond the row: when its status was last set, and the agency's name.
  const enquiry = db
    .select({ ...withDocuments, moves, ledger, statusAt: latestStatusAt, issuer: storedConsultancyName, counters: countersColumn(sql.placeholder('counterKeys')) })
    .from(sql`(select 1) as "enquiry"`)
    .leftJoin(applications, and(
      eq(applications.passport, sql.placeholder('passport')),
      eq(sql`lower(${applications.currentN})`, sql.placeholder('nationality')),
      eq(applications.dob, sql.placeholder('dob')),
    ))
    .limit(sql.placeholder('limit'))
    .prepare('application_enquiry');
  // A page's rows by id, once the list has found which (application-list.ts).
  const byIds = db.select().from(applications).where(sql`${applications.id} = any(${sql.placeholder('ids')})`).prepare('applications_by_ids');
  return { documents, extras: prepareExtras(db), byId, byIds, enquiry };
}

/** The applications service's context with its prepared reads. */
export interface ReadContext extends ApplicationsContext {
  prepared: ReturnType<typeof prepareReads>;
}

function byApplication<T extends { applicationId: string }>(rows: T[]): Map<string, T[]> {
  const byApp = new Map<string, T[]>();
  for (const row of rows) {
    const list = byApp.get(row.applicationId);
    if (list) list.push(row);
    else byApp.set(row.applicationId, [row]);
  }
  return byApp;
}

/** A page's documents and extra documents: one query each, whatever the page size. */
export async function present(ctx: ReadContext, rows: ApplicationRow[], viewer: Viewer): Promise<Application[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [docs, extras] = await Promise.all([ctx.prepared.documents.execute({ ids }), ctx.prepared.extras.execute({ ids })]);
  const docsOf = byApplication(docs);
  const extrasOf = byApplication(extras);
  const sign = staffSigner(ctx.files, viewer);
  return rows.map((row) => toApplication(row, docsOf.get(row.id) ?? [], extrasOf.get(row.id) ?? [], sign));
}

export async function getApplication(ctx: ReadContext, id: string, viewer: Viewer): Promise<Application | null> {
  const [found] = await ctx.prepared.byId.execute({ id });
  if (!found) return null;
  return toApplication(found.row, fromJson(found.documents), fromJson(found.extras), staffSigner(ctx.files, viewer));
}

export async function statusCounts(db: Database): Promise<Record<ApplicationStatus, number>> {
  const rows = await db.select().from(applicationStats);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as ApplicationStatus] = row.count;
  return counts;
}
