import { z } from 'zod';
import { answerObject, answerText } from './answers.ts';
import { DOCUMENT_SLOT_KEYS } from './applications.ts';
import { IdSchema } from './ids.ts';
import { STATUS_REASON_MAX } from './limits.ts';
import { APPLICATION_MESSAGES as M, COMMON_MESSAGES } from './messages.ts';

/** The optional body of the three status calls: why, for the applicant and the history. */
export const StatusChangeSchema = z.object(
  { reason: z.string({ error: M.statusReasonInvalid }).trim().max(STATUS_REASON_MAX, M.statusReasonTooLong).default('') },
  { error: M.statusReasonInvalid },
);
export type StatusChange = z.input<typeof StatusChangeSchema>;

/** `message`: staff wrote to the applicant (the subject in the detail); `stage`: a move on the journey (its note as the reason). */
export const HISTORY_ACTIONS = ['created', 'updated', 'documents', 'status', 'message', 'stage', 'ledger'] as const;

export const HistoryEntrySchema = answerObject({
  _id: answerText(),
  applicationId: answerText(),
  action: z.enum(HISTORY_ACTIONS, { error: COMMON_MESSAGES.unreadableAnswer }),
  detail: answerText(),
  /** A status change's reason ('' for everything else). */
  reason: answerText(),
  actorName: answerText(),
  createdAt: answerText(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** `deleteDocument/{id}/{slot}`: the application and one of its twelve slots. */
export const DocumentParamsSchema = z.object(
  { id: IdSchema, slot: z.enum(DOCUMENT_SLOT_KEYS, { error: M.documentSlotInvalid }) },
  { error: M.documentSlotInvalid },
);
