import { z } from 'zod';
import { answerCount, answerList, answerObject, answerText } from './answers.ts';
import { HISTORY_ACTIONS } from './application-history.ts';
import { dayFilter, pageNumber } from './applications.ts';
import { ID_PATTERN } from './ids.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';
import { ACTIVITY_MESSAGES as M, COMMON_MESSAGES } from './messages.ts';

/**
 * What the activity log records: an application's own changes, and what names no
 * application: an export, an application's deletion (its own entries go with it), a change to a
 * staff account (added, invited, changed, approved, deleted, its password or second factor reset)
 * a save of the Settings (which sections), and a demand added, changed or deleted (ADR 052).
 */
export const ACTIVITY_ACTIONS = [...HISTORY_ACTIONS, 'exported', 'deleted', 'staff', 'settings', 'demand'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * Whose and which days' entries the log shows: a staff member's id ('' for everyone), and the first
 * and last day ('' for no bound), days in the consultancy's time zone as the list's registration days are.
 * A plain object, so the web can `pick` from it; the rule across the two days is checked below.
 */
export const ActivityFiltersSchema = z.object({
  actor: z.string({ error: M.actorInvalid }).trim().default('').refine((v) => v === '' || ID_PATTERN.test(v), M.actorInvalid),
  from: dayFilter(M.fromInvalid),
  to: dayFilter(M.toInvalid),
}, { error: COMMON_MESSAGES.formExpected });
export type ActivityFilters = z.infer<typeof ActivityFiltersSchema>;

/** The log's page: its filters, the page (with the list's rule and words) and how many entries a page holds. */
export const ActivityQuerySchema = ActivityFiltersSchema.extend({
  page: pageNumber.default(1),
  limit: z.coerce.number({ error: M.pageSizeInvalid }).int(M.pageSizeInvalid).min(1, M.pageSizeInvalid).max(MAX_PAGE_SIZE, M.pageSizeInvalid).default(PAGE_SIZE),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

const inOrder = {
  check: (q: { from: string; to: string }) => !q.from || !q.to || q.from <= q.to,
  message: M.rangeInvalid,
  path: ['to'],
};
/** The log's query with its rule across two fields: the first day is not after the last. The server reads this one. */
export const ActivityRequestSchema = ActivityQuerySchema.refine(inOrder.check, { message: inOrder.message, path: inOrder.path });
/** The export: every entry the filters match (no page). */
export const ActivityExportQuerySchema = ActivityFiltersSchema.refine(inOrder.check, { message: inOrder.message, path: inOrder.path });

export const ActivityEntrySchema = answerObject({
  _id: answerText(),
  action: z.enum(ACTIVITY_ACTIONS, { error: COMMON_MESSAGES.unreadableAnswer }),
  /** What changed; for an export, which filters and how many; for a deletion, the application's id. */
  detail: answerText(),
  /** A status change's reason ('' for everything else). */
  reason: answerText(),
  /** The staff member's id as it was when they acted ('' when not known); the account may be gone since. */
  actorId: answerText(),
  actorName: answerText(),
  /** '' for an export or a deletion, which name no application that still exists. */
  applicationId: answerText(),
  /** The applicant's given name and surname as they are now; '' when there is no application. */
  applicantName: answerText(),
  createdAt: answerText(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = answerObject({
  entries: answerList(ActivityEntrySchema),
  total: answerCount(),
  totalPages: answerCount(),
  currentPage: answerCount(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
