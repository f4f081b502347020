import type {
  ApplicantFields,
  Application,
  ApplicationFilters,
  ApplicationListQuery,
  ApplicationListResponse,
  ApplicationStatus,
  ApplicationWithJourney,
  BulkStageResponse,
  BulkStatusResponse,
  DocumentSlotKey,
  ExpiringPassports,
  ExportFormat,
  HistoryEntry,
  MonthFigures,
  LocalText,
  OutboxMessage,
  StaffMessage,
} from '@visadesk/contract';
import { PAGES } from '@visadesk/contract';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import type { FilesService, LinkSigner } from '../storage/files.ts';
import { toApplicantCopy, toApplication } from './application-mapper.ts';
import type { EnquiryResult } from '../enquiry/enquiry-guard.ts';
import { ENQUIRY_URL_TTL_SECONDS, staffSigner, type Actor, type Viewer } from './application-context.ts';
import { applicantTimeline, journeyOf, setStage, setStageOfMany, type StageChange } from './application-stages.ts';
import { applicationsByStage, readStages } from '../stages/stages-settings.ts';
import { readFees } from '../ledger/fees-settings.ts';
import { consultancyNameOf } from '../settings/settings.ts';
import type { StatementsService } from '../statements/statements.ts';
import { applicantPayments } from '../ledger/applicant-payments.ts';
import { receiptSubject } from '../ledger/receipt-links.ts';
import { sql } from 'drizzle-orm';
import { applications } from '../db/schema.ts';
import { removeDocument, setDocuments } from './application-documents.ts';
import { addExtraDocument, removeExtraDocument } from './application-extra-documents.ts';
import { historyOf, recentHistory } from './application-history.ts';
import { writeToApplicant } from './application-letters.ts';
import { monthlyFigures } from '../dashboard/dashboard-months.ts';
import { exportApplications } from './application-export.ts';
import { listApplications } from './application-list.ts';
import { fromJson, getApplication, prepareReads, statusCounts, type ReadContext } from './application-reads.ts';
import { setStatus, setStatusOfMany, type BulkStatusChange } from './application-status.ts';
import { expiringPassports } from './passport-expiry.ts';
import { assertUnique, createApplication, removeApplication, updateApplication, type NamedFields } from './application-writes.ts';

/**
 * Visa applications: their fields, photo, twelve document slots, extra documents, status and
 * history. Each job has its module beside this one (reads, writes, documents, extra documents,
 * status, history); this is their one door.
 */
export class ApplicationsService {
  private readonly db: Database;
  private readonly files: FilesService;
  private readonly dateFormat: Intl.DateTimeFormat;
  private readonly prepared: ReturnType<typeof prepareReads>;
  private readonly ctx: ReadContext;
  /** Signs each applicant copy the enquiry answers. */
  private readonly statements: StatementsService;

  constructor(db: Database, filesService: FilesService, timeZone: string, mail: Mailer, statements: StatementsService) {
    this.db = db;
    this.statements = statements;
    this.prepared = prepareReads(db);
    this.files = filesService;
    this.dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.ctx = { db, files: filesService, prepared: this.prepared, today: () => this.today(), timeZone, mail };
  }

  /** Today's date as YYYY-MM-DD in the consultancy's time zone. */
  today(): string {
    return this.dateFormat.format(new Date());
  }

  list(query: ApplicationListQuery, viewer: Viewer): Promise<ApplicationListResponse> {
    return listApplications(this.ctx, query, viewer);
  }

  /** Every application the filters match, as a CSV file or an Excel workbook (a batch at a time, one snapshot, ADR 042); recorded in the history first. */
  export(filters: ApplicationFilters, actor: Actor, format: ExportFormat = 'csv'): Promise<Readable> {
    return exportApplications(this.ctx, filters, actor, (at) => this.dateFormat.format(at), format);
  }

  counts(): Promise<Record<ApplicationStatus, number>> {
    return statusCounts(this.db);
  }

  get(id: string, viewer: Viewer): Promise<Application | null> {
    return getApplication(this.ctx, id, viewer);
  }

  /** Email first, then passport: the spec's order of the duplicate checks. */
  assertUnique(fields: ApplicantFields, exceptId?: string): Promise<void> {
    return assertUnique(this.db, fields, exceptId);
  }

  /** The application as the staff member who changed it sees it now. */
  private async answer(id: string, actor: Actor): Promise<Application> {
    return (await this.get(id, actor)) as Application;
  }

  async create(fields: ApplicantFields, photo: UploadedFile, actor: Actor): Promise<Application> {
    return this.answer(await createApplication(this.ctx, fields, photo, actor), actor);
  }

  /** `named`: whether the request named the phone's country code and the passport dates (the desk does; the original client does not). */
  async update(id: string, fields: ApplicantFields, photo: UploadedFile | undefined, actor: Actor, named: NamedFields = {}): Promise<Application> {
    await updateApplication(this.ctx, id, fields, photo, actor, named);
    return this.answer(id, actor);
  }

  /** Replaces the given slots; old files are removed only once the new ones are safely recorded. */
  async setDocuments(id: string, uploads: Map<DocumentSlotKey, UploadedFile>, actor: Actor): Promise<Application> {
    await setDocuments(this.ctx, id, uploads, actor);
    return this.answer(id, actor);
  }

  async removeDocument(id: string, slot: DocumentSlotKey, actor: Actor): Promise<Application> {
    await removeDocument(this.ctx, id, slot, actor);
    return this.answer(id, actor);
  }

  /** Adds a document beyond the twelve slots, labelled from the Settings checklist. */
  async addExtraDocument(id: string, label: LocalText, upload: UploadedFile, actor: Actor): Promise<Application> {
    await addExtraDocument(this.ctx, id, label, upload, actor);
    return this.answer(id, actor);
  }

  async removeExtraDocument(id: string, documentId: string, actor: Actor): Promise<Application> {
    await removeExtraDocument(this.ctx, id, documentId, actor);
    return this.answer(id, actor);
  }

  async setStatus(id: string, status: ApplicationStatus, actor: Actor, reason = ''): Promise<Application> {
    await setStatus(this.ctx, id, status, actor, reason);
    return this.answer(id, actor);
  }

  /** One status for several applications, each changed on its own; `log` hears of failures (never personal data). */
  setStatusOfMany(request: BulkStatusChange, actor: Actor, log: FastifyBaseLogger): Promise<BulkStatusResponse> {
    return setStatusOfMany(this.ctx, request, actor, log);
  }

  /** The application with where it stands on the journey (`GET fetchApplication/{id}`); null when there is none. */
  async withJourney(id: string, viewer: Viewer): Promise<ApplicationWithJourney | null> {
    const [found] = await this.prepared.byId.execute({ id });
    if (!found) return null;
    const application = toApplication(found.row, fromJson(found.documents), fromJson(found.extras), staffSigner(this.files, viewer));
    return { ...application, journey: await journeyOf(this.ctx, found.row) };
  }

  /** Moves the application on its journey (an appended event, a history entry, an email when the stage says so). */
  async setStage(id: string, change: StageChange, actor: Actor): Promise<ApplicationWithJourney> {
    await setStage(this.ctx, id, change, actor);
    return (await this.withJourney(id, actor)) as ApplicationWithJourney;
  }

  /** One move for several applications, each on its own; `log` hears of failures (never personal data). */
  setStageOfMany(ids: string[], change: StageChange, actor: Actor, log: FastifyBaseLogger): Promise<BulkStageResponse> {
    return setStageOfMany(this.ctx, ids, change, actor, log);
  }

  /** The dashboard's journey figures: applications in each stage, and those past their stage's due day. */
  async stageFigures(): Promise<{ byStage: Record<string, number>; overdue: number }> {
    const [byStage, overdue] = await Promise.all([
      applicationsByStage(this.db),
      this.db.execute(sql`select count(*)::int as n from ${applications} where ${applications.stageDue} <> '' and ${applications.stageDue} < ${this.today()}`),
    ]);
    return { byStage, overdue: (overdue as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0 };
  }

  /** The dashboard's chart: registered and approved per month, the last twelve months of the consultancy's calendar. */
  monthlyFigures(): Promise<MonthFigures[]> {
    return monthlyFigures(this.db, this.today(), this.ctx.timeZone);
  }

  /** The dashboard's passports that lapse within PASSPORT_EXPIRY_HORIZON_DAYS of today, expired ones included. */
  expiringPassports(): Promise<ExpiringPassports> {
    return expiringPassports(this.db, this.today());
  }

  /** A message from staff to the applicant, queued and recorded in the history. */
  writeToApplicant(id: string, written: StaffMessage, actor: Actor): Promise<OutboxMessage> {
    return writeToApplicant(this.ctx, id, written, actor);
  }

  /** Deletes the application and its history, recording who deleted it (its id only). */
  remove(id: string, actor: Actor): Promise<void> {
    return removeApplication(this.ctx, id, actor);
  }

  history(id: string, limit = 200): Promise<HistoryEntry[]> {
    return historyOf(this.db, id, limit);
  }

  /** The latest changes across all applications, for the dashboard. */
  recentHistory(limit: number): Promise<(HistoryEntry & { applicantName: string })[]> {
    return recentHistory(this.db, limit);
  }

  /**
   * The public status check: an exact match of passport, nationality and date of birth, answering
   * the applicant copy only, and the rate-limit counters stored under `counterKeys` read with it.
   */
  async enquiry(passport: string, nationality: string, dob: string, limit: number, counterKeys: string[]): Promise<EnquiryResult> {
    const rows = await this.prepared.enquiry.execute({ passport, nationality: nationality.toLowerCase(), dob, limit, counterKeys });
    const sign: LinkSigner = (id) => this.files.signedUrl(id, ENQUIRY_URL_TTL_SECONDS);
    const signReceipt = (entryId: string) => this.files.signedPageUrl(`${PAGES.receipt}/${entryId}`, receiptSubject(entryId), ENQUIRY_URL_TTL_SECONDS);
    const any = rows.some(({ row }) => row);
    const [stages, fees] = any ? await Promise.all([readStages(this.db), readFees(this.db)]) : [undefined, undefined];
    const found = rows.flatMap(({ row, documents, extras, moves, ledger, statusAt, issuer }) => {
      if (!row || !stages || !fees) return [];
      const journey = applicantTimeline(stages, row, moves);
      const proof = this.statements.prove({ issuer: consultancyNameOf(issuer), row, statusAt, journey });
      return [toApplicantCopy(row, fromJson(documents), fromJson(extras), sign, journey, applicantPayments(ledger, fees, row.destination, signReceipt), proof)];
    });
    return { found, counters: rows[0]?.counters ?? [] };
  }
}
