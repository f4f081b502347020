import { ApplicantPaymentsSchema } from './ledger.ts';
import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, TEXT_FIELD_MAX } from './limits.ts';
import { answerCount, answerFlag, answerList, answerObject, answerRecord, answerText } from './answers.ts';
import { normaliseCountry } from './country-lookup.ts';
import { ApplicantExtraDocumentSchema, ExtraDocumentSchema } from './extra-documents.ts';
import { APPLICATION_MESSAGES as M, COMMON_MESSAGES } from './messages.ts';
import { isCalendarDate } from './calendar-days.ts';
import { APPLICANT_FIELD_ORDER, COPY_FIELDS, JOB_TITLES, type ApplicantFieldKey, type CopyField } from './applicant-fields.ts';
import { JourneyStepSchema } from './journey-step.ts';
import { STAGE_ID_PATTERN } from './ids.ts';
import { DOCUMENT_SLOT_KEYS, type DocumentSlotKey } from './document-slots.ts';

/** The slots' keys and labels need no schema: pages of islands import them without Zod. */
export * from './document-slots.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: M.statusInvalid });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export { isCalendarDate };

/** Passports are stored trimmed, upper case and without spaces (design notes, "Deliberate departures"). */
export function normalisePassport(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Phones as people write them (`+977 9841234567`, `984-1234567`, `(01712) 345678`): spaces, dashes,
 * dots and parentheses are dropped before the spec's digits-only rule. A leading `+` stays until the
 * form is read whole: the number then carries its own country code (see `withPhoneCode` in phones.ts).
 */
export function normalisePhone(value: string): string {
  return value.replace(/[\s.()-]/g, '');
}

const documentUrls = Object.fromEntries(DOCUMENT_SLOT_KEYS.map((k) => [k, answerText()])) as Record<DocumentSlotKey, z.ZodString>;
/** The filled document slots of an answer, by slot. */
const documentsBySlot = <T extends z.ZodType>(document: T) => answerRecord(DOCUMENT_SLOT_KEYS, document);

export const DocumentInfoSchema = answerObject({
  url: answerText(),
  contentType: answerText(),
  size: answerCount(),
  uploadedAt: answerText(),
});
export type DocumentInfo = z.infer<typeof DocumentInfoSchema>;

/** A document as the applicant copy shows it: its link and whether it is a picture or a PDF. */
export const ApplicantDocumentSchema = DocumentInfoSchema.pick({ url: true, contentType: true });
export type ApplicantDocument = z.infer<typeof ApplicantDocumentSchema>;

/**
 * What the applicant copy displays: photo, the fields the copy shows (applicant-fields.ts), the
 * two dates, status, documents. Passport dates are YYYY-MM-DD, '' when not known; `phone` with
 * PHONE_FORMAT_HEADER `1712345678` beside `phoneCode` ('977', '' when none is known), without it
 * `01712345678` as dialled at home.
 */
const applicantCopyShape = {
  ...(/* @__PURE__ */ Object.fromEntries(COPY_FIELDS.map((key) => [key, answerText()])) as Record<CopyField, z.ZodString>),
  image: answerText(),
  ...documentUrls,
  isStatus: ApplicationStatusSchema,
  /** Why the latest status was set, in staff's words for the applicant ('' when none was given). */
  statusReason: answerText(),
  pending: answerText(),
  approve: answerText(),
};

/**
 * The public enquiry's answer for one applicant: only what the applicant copy shows, with the
 * national id masked (`•••••` and at most its last four characters). Staff records satisfy it too,
 * so one component renders both copies.
 */
export const ApplicantCopySchema = answerObject({
  ...applicantCopyShape,
  documents: documentsBySlot(ApplicantDocumentSchema),
  /** Documents beyond the twelve slots, oldest first, by their label. */
  extraDocuments: answerList(ApplicantExtraDocumentSchema),
  /**
   * The worker's journey as they read it (ADR 049): the visible stages of their list in order, each
   * done on a day or not yet, the current one marked; never staff names, notes, hidden stages or due dates.
   */
  journey: answerList(JourneyStepSchema),
  /** What the worker has been charged and has paid, with receipts, and the legal cap of their destination (ADR 051). */
  payments: ApplicantPaymentsSchema,
  /**
   * The agency's signed statement of this copy (ADR 053): a compact JWS the copy shows as a QR code,
   * checked at `/verify#<proof>` by anyone, offline too.
   */
  proof: answerText(),
});
export type ApplicantCopy = z.infer<typeof ApplicantCopySchema>;

/** The staff's record: the applicant copy in full, plus the id, photo variants and bookkeeping. */
export const ApplicationSchema = answerObject({
  _id: answerText(),
  ...applicantCopyShape,
  /**
   * Every field of the table, those the copy leaves out too: the staff keep them to themselves (the
   * language of the applicant's email and WhatsApp text is one); the public enquiry answers what the
   * applicant copy shows (design notes, "API compatibility").
   */
  ...(/* @__PURE__ */ Object.fromEntries(APPLICANT_FIELD_ORDER.map((key) => [key, answerText()])) as Record<ApplicantFieldKey, z.ZodString>),
  /** Photo variants beside `image` (the display size): a thumbnail and the original upload. */
  imageThumb: answerText(),
  imageOriginal: answerText(),
  /** What each filled document slot holds; `fileN` carries the same URL. */
  documents: documentsBySlot(DocumentInfoSchema),
  /** Documents beyond the twelve slots, oldest first, each labelled from the Settings checklist. */
  extraDocuments: answerList(ExtraDocumentSchema),
  isAdmin: answerFlag(),
  /** The stage it is in ('' before it was on the journey), the day it entered it, and that day plus the stage's days ('' for none). */
  stage: answerText(),
  stageSince: answerText(),
  stageDue: answerText(),
  createdAt: answerText(),
  updatedAt: answerText(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** A page of a list: 1 to 1,000,000 (the staff list's, the activity log's). */
export const pageNumber = z.coerce.number({ error: M.pageInvalid }).int(M.pageInvalid).min(1, M.pageInvalid).max(1_000_000, M.pageInvalid);

/**
 * How the list is ordered: by surname, registration (`createdAt`), VISA APPROVE DATE
 * (`approve`), VISA COLLECT DATE (`pending`) or the day it entered its stage (`stageSince`, the
 * board's longest waiting first); a leading `-` for descending. Ties go by the
 * application's id in the same direction. An empty date is the lowest: first ascending, last
 * descending (ADR 032).
 */
export const APPLICATION_SORTS = ['-createdAt', 'createdAt', 'surname', '-surname', 'approve', '-approve', 'pending', '-pending', 'stageSince', '-stageSince'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
/** Newest first, as the list always was. */
export const DEFAULT_APPLICATION_SORT: ApplicationSort = '-createdAt';

/** A filter left empty ('') does not filter. A value is read case-insensitively, as the list shows it. */
const choice = <const T extends readonly string[]>(values: T, message: string) =>
  z.string({ error: message }).trim().default('')
    .transform((v) => values.find((value) => value.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(['', ...values] as const, { error: message }));
/**
 * A day a filter starts or ends on, '' for none: a calendar day the database can hold in any time
 * zone (no application or history entry was before 1900). The list's registration days, the activity log's days.
 */
export const dayFilter = (message: string) =>
  z.string({ error: message }).trim().default('').refine((v) => v === '' || (isCalendarDate(v) && v >= '1900-01-01' && v <= '9998-12-31'), message);

/**
 * The staff list's query: the spec's page, limit and search, and the desk's filters and order. A
 * plain object, so the web can `pick` from it; the rule across two fields is checked by
 * ApplicationListRequestSchema (Zod refuses to pick from a refined object).
 */
export const ApplicationListQuerySchema = z.object({
  page: pageNumber.default(1),
  limit: z.coerce.number({ error: M.pageSizeInvalid }).int(M.pageSizeInvalid).min(1, M.pageSizeInvalid).max(MAX_PAGE_SIZE, M.pageSizeInvalid).default(PAGE_SIZE),
  search: z.string({ error: M.searchTooLong }).trim().max(100, M.searchTooLong).default(''),
  status: choice(APPLICATION_STATUSES, M.statusFilterInvalid),
  /** Read as the form saves it ("Nepali", "NP" and "nepal" are Nepal, ADR 020), matched whole, in any case. */
  nationality: z.string({ error: M.nationalityFilterInvalid }).trim().max(TEXT_FIELD_MAX, M.nationalityFilterInvalid).default('').transform(normaliseCountry),
  jobTitle: choice(JOB_TITLES, M.jobTitleFilterInvalid),
  /** Registered on or after this day, and on or before `createdTo`, in the consultancy's time zone. */
  createdFrom: dayFilter(M.createdFromInvalid),
  createdTo: dayFilter(M.createdToInvalid),
  /** In one stage (its id), '' for any. */
  stage: z.string({ error: M.stageFilterInvalid }).trim().default('').refine((v) => v === '' || STAGE_ID_PATTERN.test(v), M.stageFilterInvalid),
  /** `true`: only applications past their stage's due day, in the agency's time zone. */
  overdue: z.string({ error: M.overdueFilterInvalid }).trim().toLowerCase().default('').pipe(z.enum(['', 'true', 'false'], { error: M.overdueFilterInvalid })),
  sort: z.enum(APPLICATION_SORTS, { error: M.sortInvalid }).default(DEFAULT_APPLICATION_SORT),
}, { error: COMMON_MESSAGES.formExpected });
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

/** The filters and order alone: what an export takes, and what its history entry records. */
export type ApplicationFilters = Omit<ApplicationListQuery, 'page' | 'limit'>;

const inOrder = { check: (q: { createdFrom: string; createdTo: string }) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, message: M.createdRangeInvalid, path: ['createdTo'] };
/** The list's query with its rule across two fields: the first day is not after the last. The server reads this one. */
export const ApplicationListRequestSchema = ApplicationListQuerySchema.refine(inOrder.check, { message: inOrder.message, path: inOrder.path });
/** `export`: the list's filters and order, every matching application (no page). */
export const ApplicationExportQuerySchema = ApplicationListQuerySchema.omit({ page: true, limit: true })
  .refine(inOrder.check, { message: inOrder.message, path: inOrder.path });
/** The export's file: CSV (the default, as before) or an Excel workbook whose cells keep their types. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ApplicationExportRequestSchema = ApplicationListQuerySchema.omit({ page: true, limit: true })
  .extend({ format: z.enum(EXPORT_FORMATS, { error: M.exportFormat }).default('csv') })
  .refine(inOrder.check, { message: inOrder.message, path: inOrder.path });

export const ApplicationListResponseSchema = answerObject({
  applications: answerList(ApplicationSchema),
  totalApplication: answerCount(),
  totalPages: answerCount(),
  currentPage: answerCount(),
});
export type ApplicationListResponse = z.infer<typeof ApplicationListResponseSchema>;
