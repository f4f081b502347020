import { z } from 'zod';
import { answerCount, answerList, answerObject, answerText } from './answers.ts';
import { DOCUMENT_SLOT_KEYS, type DocumentSlotKey } from './applications.ts';
import { DOCUMENT_REQUEST_MESSAGES as M } from './document-request-messages.ts';
import { IdSchema } from './ids.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { STATUS_REASON_MAX } from './limits.ts';

/**
 * Asking the applicant for documents by a link (ADR 050): staff choose slots and checklist labels,
 * the applicant sends the files from `/upload/<token>` by resumable uploads (tus 1.0.0 at
 * `API.uploads.tus`), and staff accept or refuse each one that arrives.
 */

/** How long a link works unless staff choose: 7 days, from 1 to 30. */
export const DOCUMENT_REQUEST_DAYS = { default: 7, min: 1, max: 30 } as const;
export const DOCUMENT_REQUEST_MESSAGE_MAX = STATUS_REASON_MAX;
export const DOCUMENT_REQUEST_ITEMS_MAX = 32;
export const DOCUMENT_REFUSAL_MAX = STATUS_REASON_MAX;
/** An upload that has not moved for this long is removed by the clean-up. */
export const ABANDONED_UPLOAD_HOURS = 24;
/** The token of a link: 32 random bytes, base64url. Only its sha256 is stored. */
export const UPLOAD_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const isSlot = (value: string): value is DocumentSlotKey => (DOCUMENT_SLOT_KEYS as readonly string[]).includes(value);

/** `POST /api/application/requestDocuments/{id}`: what to ask for, an optional message, and for how many days. */
export const RequestDocumentsSchema = z.object({
  slots: z.array(z.string({ error: M.ask }), { error: M.ask }).default([]).superRefine((slots, ctx) => {
    const wrong = slots.find((slot) => !isSlot(slot));
    if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: M.askSlot(wrong.slice(0, 40)) });
  }).transform((slots) => [...new Set(slots)] as DocumentSlotKey[]),
  extras: z.array(z.string({ error: M.ask }).trim().min(1, M.ask).max(80, M.ask), { error: M.ask }).default([])
    .transform((extras) => [...new Map(extras.map((label) => [label.toLowerCase(), label])).values()]),
  message: z.string({ error: M.askMessage }).trim().max(DOCUMENT_REQUEST_MESSAGE_MAX, M.askMessage).default(''),
  days: z.number({ error: M.askDays }).int(M.askDays).min(DOCUMENT_REQUEST_DAYS.min, M.askDays).max(DOCUMENT_REQUEST_DAYS.max, M.askDays)
    .default(DOCUMENT_REQUEST_DAYS.default),
}, { error: M.ask }).superRefine((body, ctx) => {
  const n = body.slots.length + body.extras.length;
  if (n === 0) ctx.addIssue({ code: 'custom', message: M.ask, path: ['slots'] });
  if (n > DOCUMENT_REQUEST_ITEMS_MAX) ctx.addIssue({ code: 'custom', message: M.askTooMany, path: ['slots'] });
});
export type RequestDocuments = z.input<typeof RequestDocumentsSchema>;

const WhatsAppLinkSchema = answerObject({ number: answerText(), url: answerText() });

/**
 * The answer: the link, shown once (only its hash is kept), when it stops working, and the
 * WhatsApp text carrying it for the applicant's phone (null when the phone has no known code).
 */
export const DocumentRequestLinkSchema = answerObject({
  link: answerText(),
  expiresAt: answerText(),
  whatsApp: WhatsAppLinkSchema.nullable(),
});
export type DocumentRequestLink = z.infer<typeof DocumentRequestLinkSchema>;

/** A request: open until everything asked has arrived (completed), its days pass (expired) or staff revoke it. */
export const DOCUMENT_REQUEST_STATES = ['open', 'completed', 'expired', 'revoked'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

/**
 * One asked document as staff see it: `asked` (nothing yet), `sending` (an upload under way),
 * `review` (arrived, to accept or refuse), `accepted`, `refused` (with the reason; the applicant may
 * send it again).
 */
export const DOCUMENT_ITEM_STATES = ['asked', 'sending', 'review', 'accepted', 'refused'] as const;
export type DocumentItemState = (typeof DOCUMENT_ITEM_STATES)[number];

/** A file that arrived for an asked document, with a staff link to it. */
export const ReceivedUploadSchema = answerObject({
  _id: answerText(),
  filename: answerText(),
  contentType: answerText(),
  size: answerCount(),
  receivedAt: answerText(),
  url: answerText(),
  /** Who accepted or refused it, and when ('' while it waits). */
  reviewedBy: answerText(),
  reviewedAt: answerText(),
});
export type ReceivedUpload = z.infer<typeof ReceivedUploadSchema>;

export const DocumentRequestItemSchema = answerObject({
  /** The slot asked for (`file3`), or '' for an extra document. */
  slot: answerText(),
  /** The checklist label asked for (English), or '' for a slot. */
  extra: answerText(),
  /** Its name on the desk (the slot's label or the checklist's). */
  label: answerText(),
  state: z.enum(DOCUMENT_ITEM_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  /** Why it was refused ('' otherwise). */
  reason: answerText(),
  /** The latest file that arrived for it, if any. */
  upload: ReceivedUploadSchema.nullable(),
});
export type DocumentRequestItem = z.infer<typeof DocumentRequestItemSchema>;

export const DocumentRequestSchema = answerObject({
  _id: answerText(),
  message: answerText(),
  createdAt: answerText(),
  expiresAt: answerText(),
  /** Who asked. */
  by: answerText(),
  state: z.enum(DOCUMENT_REQUEST_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  revokedAt: answerText().nullable(),
  items: answerList(DocumentRequestItemSchema),
});
export type DocumentRequest = z.infer<typeof DocumentRequestSchema>;

/** `GET /api/application/documentRequests/{id}`: the requests, newest first, and how many files wait for review. */
export const DocumentRequestsSchema = answerObject({
  requests: answerList(DocumentRequestSchema),
  toReview: answerCount(),
});
export type DocumentRequests = z.infer<typeof DocumentRequestsSchema>;

export const DocumentRequestParamsSchema = z.object({ id: IdSchema, requestId: IdSchema }, { error: COMMON_MESSAGES.invalidId });
export const ReceivedUploadParamsSchema = z.object({ id: IdSchema, uploadId: IdSchema }, { error: COMMON_MESSAGES.invalidId });

/** Accepting a received file: into a slot that holds one already only with `replace: true`. */
export const AcceptUploadSchema = z.object({ replace: z.boolean({ error: M.replaceSlot }).default(false) }, { error: COMMON_MESSAGES.formExpected }).default({ replace: false });
export const RefuseUploadSchema = z.object({
  reason: z.string({ error: M.refuseReason }).trim().min(1, M.refuseReason).max(DOCUMENT_REFUSAL_MAX, M.refuseReason),
}, { error: M.refuseReason });

/** A document's name in every language the agency wrote (Settings' slot labels and checklist). */
const LocalTextAnswerSchema = answerObject({
  en: answerText(), fr: answerText().optional(), hi: answerText().optional(), bn: answerText().optional(), ne: answerText().optional(), ur: answerText().optional(),
});

/**
 * One asked document as the applicant's page shows it: `asked`, `sending` (an upload to resume),
 * `sent` (arrived, with the agency), `accepted`, `refused` (send it again: the reason).
 */
export const UPLOAD_ITEM_STATES = ['asked', 'sending', 'sent', 'accepted', 'refused'] as const;
export type UploadItemState = (typeof UPLOAD_ITEM_STATES)[number];

export const UploadItemSchema = answerObject({
  slot: answerText(),
  extra: answerText(),
  label: LocalTextAnswerSchema,
  state: z.enum(UPLOAD_ITEM_STATES, { error: COMMON_MESSAGES.unreadableAnswer }),
  reason: answerText(),
  /** The most bytes a file for it may have. */
  maxBytes: answerCount(),
});
export type UploadItem = z.infer<typeof UploadItemSchema>;

/**
 * `GET /api/uploads/request` with the link's token as `Authorization: Bearer <token>`: what the
 * applicant's page shows, and nothing else of the application (the given name only). A read: it
 * never uses the link up.
 */
export const UploadRequestSchema = answerObject({
  agency: answerText(),
  givenName: answerText(),
  /** The application's language, for a page opened without one in its address. */
  language: answerText(),
  message: answerText(),
  expiresAt: answerText(),
  /** `open` while something is still to send; `completed` when everything asked has arrived. */
  state: z.enum(['open', 'completed'], { error: COMMON_MESSAGES.unreadableAnswer }),
  items: answerList(UploadItemSchema),
});
export type UploadRequest = z.infer<typeof UploadRequestSchema>;

/** The tus `Upload-Metadata` keys: `slot` or `extra` names the asked document. */
export const UPLOAD_METADATA = { slot: 'slot', extra: 'extra', filename: 'filename', filetype: 'filetype' } as const;
/** The types a document may have (the slots' rule): decided again from the bytes when the upload ends. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,application/pdf';
