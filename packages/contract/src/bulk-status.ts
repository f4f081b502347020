import { z } from 'zod';
import { answerList, answerObject, answerText } from './answers.ts';
import { StatusChangeSchema } from './application-history.ts';
import { ApplicationStatusSchema } from './applications.ts';
import { ID_PATTERN } from './ids.ts';
import { MAX_PAGE_SIZE } from './limits.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';

/** At most a full page of the list: what staff can tick on one screen. */
export const BULK_STATUS_MAX = MAX_PAGE_SIZE;

/**
 * `POST bulkStatus`: one status, with its optional reason, for several applications. Each
 * changes on its own, as if set one by one: its own history entry and its own message to the applicant.
 */
export const BulkStatusRequestSchema = StatusChangeSchema.extend({
  ids: z.array(z.string({ error: M.bulkIdsInvalid }).regex(ID_PATTERN, M.bulkIdsInvalid), { error: M.bulkIdsInvalid })
    .min(1, M.bulkIdsInvalid)
    .max(BULK_STATUS_MAX, M.bulkIdsInvalid)
    .transform((ids) => [...new Set(ids)]),
  status: ApplicationStatusSchema,
});
export type BulkStatusRequest = z.input<typeof BulkStatusRequestSchema>;

/** What changed and what did not, with why, so the desk can name the ones left as they were. */
export const BulkStatusResponseSchema = answerObject({
  status: ApplicationStatusSchema,
  changed: answerList(answerText()),
  failed: answerList(answerObject({ _id: answerText(), message: answerText() })),
});
export type BulkStatusResponse = z.infer<typeof BulkStatusResponseSchema>;
