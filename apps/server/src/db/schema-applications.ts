/** Applications, their documents, history and counts, and the passport-expiry digest's records. */
import { sql } from 'drizzle-orm';
import { APPLICANT_FIELD_ORDER, columnOf, type ApplicantFieldKey, type Language } from '@visadesk/contract';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';
import { files } from './schema-files.ts';

/** A field's column: its key in snake case, never null, '' until filled in. */
const fieldColumn = (key: ApplicantFieldKey) => text(columnOf(key)).notNull().default('');
/** The language of the applicant's email and WhatsApp text (ADR 029): one of LANGUAGE_CODES, English until chosen. */
const languageColumn = () => text(columnOf('language')).$type<Language>().notNull().default('en');

/**
 * One column per applicant field, from the fields' table (applicant-fields.ts, ADR 048). Passports
 * are stored normalised (trimmed, upper case, no spaces), email lower-cased; the passport dates and
 * the phone's country code are '' when not known (ADR 026).
 */
const applicantColumns = Object.fromEntries(
  APPLICANT_FIELD_ORDER.map((key) => [key, key === 'language' ? languageColumn() : fieldColumn(key)]),
) as { [K in ApplicantFieldKey]: K extends 'language' ? ReturnType<typeof languageColumn> : ReturnType<typeof fieldColumn> };

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    ...applicantColumns,
    photoFileId: text('photo_file_id').references(() => files.id),
    photoThumbFileId: text('photo_thumb_file_id').references(() => files.id),
    photoOriginalFileId: text('photo_original_file_id').references(() => files.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    isStatus: text('is_status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    /** Why the latest status was set ('' when no reason was given). */
    statusReason: text('status_reason').notNull().default(''),
    pending: text('pending').notNull().default(''),
    approve: text('approve').notNull().default(''),
    /**
     * Where the worker is on the journey (ADR 049): the current stage's id ('' before the journey
     * began), the day it was entered (YYYY-MM-DD) and that day plus the stage's days ('' for a stage
     * with no set time). Kept here for the list's filters and indexes; the moves themselves are
     * `application_stage_events`, appended, never rewritten.
     */
    stage: text('stage').notNull().default(''),
    stageSince: text('stage_since').notNull().default(''),
    stageDue: text('stage_due').notNull().default(''),
    /** Lower-case haystack for the staff search (trigram-indexed). */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    // The list's filters and orders (ADR 032). Each index leads with what it filters or
    // orders by, then carries the filtered columns as trailing keys (drizzle has no INCLUDE; suffix
    // truncation keeps them out of the inner pages all the same): a filtered count, and the ids of
    // a filtered page, are read from one index without visiting the table.
    const filtered = [t.isStatus, t.currentN, t.jobTitle] as const;
    return [
      uniqueIndex('applications_passport_key').on(t.passport),
      // Unique when given: any number of applications have no email ('').
      uniqueIndex('applications_email_key').on(t.email).where(sql`${t.email} <> ''`),
      index('applications_created_idx').on(t.createdAt.desc(), t.id.desc(), ...filtered),
      index('applications_enquiry_idx').on(t.passport, sql`lower(${t.currentN})`, t.dob),
      index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
      index('applications_nationality_idx').on(sql`lower(${t.currentN})`, t.createdAt.desc(), t.id.desc(), ...filtered),
      index('applications_job_title_idx').on(t.jobTitle, t.createdAt.desc(), t.id.desc(), t.isStatus, t.currentN),
      // Surnames in code-point order (COLLATE "C"): the same order on every server, whatever its locale.
      index('applications_surname_idx').on(sql`lower(${t.surname}) collate "C"`, t.id, t.surname, ...filtered, t.createdAt),
      index('applications_approve_idx').on(t.approve, t.id, ...filtered, t.createdAt),
      index('applications_pending_idx').on(t.pending, t.id, ...filtered, t.createdAt),
      // The journey's filters and order (ADR 049): one stage, its longest waiting first (the board),
      // overdue in it read from the index too; every stage by the day it was entered; those past due.
      index('applications_stage_idx').on(t.stage, t.stageSince, t.id, t.stageDue, ...filtered, t.createdAt),
      index('applications_stage_since_idx').on(t.stageSince, t.id, t.stageDue, t.stage, ...filtered, t.createdAt),
      index('applications_stage_due_idx').on(t.stageDue, t.id).where(sql`${t.stageDue} <> ''`),
      // The workers recruited for each demand's positions (ADR 052): only the linked ones.
      index('applications_demand_idx').on(t.demand, t.position, t.isStatus, t.stage).where(sql`${t.demand} <> ''`),
      // The dashboard's expiring passports and the daily digest: only the ones with a known expiry.
      index('applications_passport_expiry_idx').on(t.passportExpiry, t.id).where(sql`${t.passportExpiry} <> ''`),
    ];
  },
);

export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.slot] })],
);

/** Documents beyond the twelve slots, each labelled from the checklist in Settings (at most 20 an application). */
export const applicationExtraDocuments = pgTable(
  'application_extra_documents',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    /** As the Settings checklist spelled it when the document was added. */
    label: text('label').notNull(),
    fileId: text('file_id').notNull().references(() => files.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_extra_documents_app_idx').on(t.applicationId, t.uploadedAt, t.id)],
);

/**
 * Append-only record of every change to an application, and of what names no application (issue
 * 17): an export, and an application's deletion (its own entries go with it; the deletion stays,
 * naming only its id in `detail`). Those two are the only entries that name none. The super
 * admin's activity log reads it whole, by staff member and day.
 */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: ['created', 'updated', 'documents', 'status', 'message', 'stage', 'ledger', 'exported', 'deleted', 'staff', 'settings', 'demand'] }).notNull(),
    /**
     * What changed; for an export, its filters and order and how many rows it held; for a deletion,
     * the application's id; for a staff change, whose account (name and email) and what; for
     * Settings, which sections.
     */
    detail: text('detail').notNull().default(''),
    /** A status change's reason, as the applicant reads it. */
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('application_history_app_idx').on(t.applicationId, t.createdAt),
    // The activity log's order (newest first, ties by id), for everyone and for one staff member:
    // a page, and an export's batch after the last one's key, are ranges of these.
    index('application_history_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('application_history_actor_idx').on(t.actorId, t.createdAt.desc(), t.id.desc()),
    check('application_history_application_check', sql`(${t.action} in ('exported', 'deleted', 'staff', 'settings', 'demand')) = (${t.applicationId} is null)`),
  ],
);

/**
 * Every move of an application on its journey, appended (moving back is a new move): the stage, the
 * day it was reached (a step recorded late names an earlier day), who, and a note for the desk.
 * `name` is the stage's name when it was reached, shown if the stage is later deleted.
 */
export const applicationStageEvents = pgTable(
  'application_stage_events',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    name: text('name').notNull(),
    on: text('on').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('application_stage_events_app_idx').on(t.applicationId, t.createdAt, t.id)],
);

/** Counts of applications by status, kept in the same transactions as the changes (no count(*) scans). */
export const applicationStats = pgTable('application_stats', {
  status: text('status').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Each passport crossing of PASSPORT_EXPIRY_THRESHOLDS the staff's daily digest reported.
 * The expiry is in the key, so a renewed passport is reported afresh; the key is also what keeps two
 * instances from both reporting one crossing.
 */
export const passportExpiryNotices = pgTable(
  'passport_expiry_notices',
  {
    applicationId: text('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    passportExpiry: text('passport_expiry').notNull(),
    /** Days before the expiry: 180, 90, 30 or 7. */
    threshold: integer('threshold').notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.passportExpiry, t.threshold] })],
);

/** The consultancy days (YYYY-MM-DD in TIME_ZONE) the digest job ran on: at most one digest a day, however many instances look. */
export const passportExpiryDigests = pgTable('passport_expiry_digests', {
  day: text('day').primaryKey(),
  /** How many applications that day's digest listed (0: none was sent). */
  applications: integer('applications').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
