import { z } from 'zod';
import { answerCount, answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { IdSchema, ID_PATTERN } from './ids.ts';
import { STAFF_MESSAGE_SUBJECT_MAX, STAFF_MESSAGE_TEXT_MAX } from './limits.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { MAIL_MESSAGES } from './mail-messages.ts';

export { MAIL_MESSAGES };

/** `waiting`: the application has no email address yet; the message goes once one is saved. */
export const OUTBOX_STATES = ['queued', 'waiting', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One email as the desk lists it: to whom, about what, and how its sending went. */
export const OutboxMessageSchema = answerObject({
  _id: answerText(),
  /** `registered`, `approved`, `rejected`, `pending`, `documents`, `message` (written by staff). */
  event: answerText(),
  recipient: answerText(),
  subject: answerText(),
  state: z.enum(OUTBOX_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  attempts: answerCount(),
  /** Why the last attempt failed, or why nothing was tried yet; '' once sent. */
  lastError: answerText(),
  createdAt: answerText(),
  /** When a queued message is next tried (an upload notice waits for more uploads first); while sending, when its claim lapses; once failed, when it failed. */
  dueAt: answerText(),
  sentAt: answerText().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** The WhatsApp hand-off: the applicant's number in international form and the link that opens the chat. */
export const WhatsAppLinkSchema = answerObject({
  /** `+9779841234567`. */
  number: answerText(),
  /** `https://wa.me/9779841234567?text=…`, the text being the current status's message. */
  url: answerText(),
});
export type WhatsAppLink = z.infer<typeof WhatsAppLinkSchema>;

export const ApplicationMessagesSchema = answerObject({
  /** False while the server has no SMTP_URL: the desk says why nothing leaves. */
  mailConfigured: answerFlag(),
  messages: answerList(OutboxMessageSchema),
  /** Null when the phone makes no valid international number (no country code known, or it does not fit). */
  whatsApp: WhatsAppLinkSchema.nullable(),
});
export type ApplicationMessages = z.infer<typeof ApplicationMessagesSchema>;

/** `…/{id}/messages/{messageId}/resend`. */
export const MessageParamsSchema = z.object(
  { id: IdSchema, messageId: z.string({ error: MAIL_MESSAGES.messageIdInvalid }).regex(ID_PATTERN, MAIL_MESSAGES.messageIdInvalid) },
  { error: MAIL_MESSAGES.messageIdInvalid },
);

/**
 * What staff write to an applicant: a subject on one line, no control character in it (a
 * line break would start a new mail header), and the text, line breaks kept. Both trimmed.
 */
export const StaffMessageSchema = z.object(
  {
    subject: z
      .string({ error: MAIL_MESSAGES.subjectRequired })
      .trim()
      .min(1, MAIL_MESSAGES.subjectRequired)
      .max(STAFF_MESSAGE_SUBJECT_MAX, MAIL_MESSAGES.subjectTooLong)
      .refine((subject) => !/\p{Cc}/u.test(subject), MAIL_MESSAGES.subjectOneLine),
    text: z
      .string({ error: MAIL_MESSAGES.textRequired })
      .trim()
      .min(1, MAIL_MESSAGES.textRequired)
      .max(STAFF_MESSAGE_TEXT_MAX, MAIL_MESSAGES.textTooLong),
  },
  { error: MAIL_MESSAGES.staffMessageInvalid },
);
export type StaffMessage = z.infer<typeof StaffMessageSchema>;
