import { z } from 'zod';
import { answerCount, answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { IdSchema, ID_PATTERN } from './ids.ts';
import { COMMON_MESSAGES } from './messages.ts';

/** What the desk says about the email an application produced (issue 15). */
export const MAIL_MESSAGES = {
  notConfigured: 'Email is not set up on this server yet (SMTP_URL and MAIL_FROM): messages wait here and go out once it is.',
  messageNotFound: 'That message was not found for this application.',
  resent: 'The message is queued to be sent again.',
  messageIdInvalid: 'That is not a valid message id.',
} as const;

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One email as the desk lists it: to whom, about what, and how its sending went. */
export const OutboxMessageSchema = answerObject({
  _id: answerText(),
  /** `registered`, `approved`, `rejected`, `pending`, `documents`. */
  event: answerText(),
  recipient: answerText(),
  subject: answerText(),
  state: z.enum(OUTBOX_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  attempts: answerCount(),
  /** Why the last attempt failed, or why nothing was tried yet; '' once sent. */
  lastError: answerText(),
  createdAt: answerText(),
  sentAt: answerText().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const ApplicationMessagesSchema = answerObject({
  /** False while the server has no SMTP_URL: the desk says why nothing leaves. */
  mailConfigured: answerFlag(),
  messages: answerList(OutboxMessageSchema),
});
export type ApplicationMessages = z.infer<typeof ApplicationMessagesSchema>;

/** `…/{id}/messages/{messageId}/resend`. */
export const MessageParamsSchema = z.object(
  { id: IdSchema, messageId: z.string({ error: MAIL_MESSAGES.messageIdInvalid }).regex(ID_PATTERN, MAIL_MESSAGES.messageIdInvalid) },
  { error: MAIL_MESSAGES.messageIdInvalid },
);
