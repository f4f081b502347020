import { randomBytes } from 'node:crypto';
import type { DocumentItemState, DocumentRequestState, DocumentSlotKey, LocalText, Settings } from '@visadesk/contract';
import type { documentRequests, documentUploads } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import type { ApplicationRow } from '../applications/application-row.ts';
import { keptFilename } from '../uploads/uploaded-file.ts';

/** What a document request and its uploads are made of, and the states they are in (ADR 050). */
export type RequestRow = typeof documentRequests.$inferSelect;
export type UploadRow = typeof documentUploads.$inferSelect;

/** One asked document: a slot, or a checklist label (its English). */
export interface AskedDocument {
  slot: DocumentSlotKey | '';
  extra: string;
}

/** A request the link's token opened, with the application it is for. */
export interface LiveRequest {
  request: RequestRow;
  application: ApplicationRow;
}

export const newToken = () => randomBytes(32).toString('base64url');

export const askedOf = (request: RequestRow): AskedDocument[] => [
  ...request.slots.map((slot) => ({ slot, extra: '' })),
  ...request.extras.map((extra) => ({ slot: '' as const, extra })),
];

export const sameDocument = (a: AskedDocument, b: Pick<UploadRow, 'slot' | 'extra'>) => a.slot === b.slot && a.extra.toLowerCase() === b.extra.toLowerCase();

/** The latest upload for each asked document (uploads come newest first). */
export const latestFor = (asked: AskedDocument, uploads: UploadRow[]) => uploads.find((upload) => sameDocument(asked, upload));

/** An asked document as the desk counts it: arrived once it waits for review or was accepted. */
export const ITEM_STATE: Record<UploadRow['state'], DocumentItemState> = { receiving: 'sending', review: 'review', accepted: 'accepted', refused: 'refused' };
export const arrived = (upload: UploadRow | undefined) => upload?.state === 'review' || upload?.state === 'accepted';

export function stateOf(request: RequestRow, uploads: UploadRow[], now = Date.now()): DocumentRequestState {
  if (request.revokedAt) return 'revoked';
  if (askedOf(request).every((asked) => arrived(latestFor(asked, uploads)))) return 'completed';
  return request.expiresAt.getTime() <= now ? 'expired' : 'open';
}

/**
 * Whether a link no longer opens its request: revoked, or its days have passed, whatever else (a
 * completed request's link reads what was sent only until then).
 */
export const linkEnded = (request: RequestRow, now = Date.now()) => request.revokedAt !== null || request.expiresAt.getTime() <= now;

/** Marks that turn a name's text around: `\u202Efdp.exe` shows as `exe.pdf`. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file's name as a link's upload keeps it: without direction marks, then as every upload's (no control characters, at most 200). */
export const linkFilename = (name: string) => keptFilename(name.replace(DIRECTION_MARKS, ''));

/** The agency's names for a document: the slot's label (Settings) or the checklist's, in every language it wrote. */
export function labelOf(settings: Pick<Settings, 'slotLabels' | 'documentLabels'>, asked: AskedDocument): LocalText {
  if (asked.slot) return settings.slotLabels[asked.slot];
  return settings.documentLabels.find((label) => label.en.toLowerCase() === asked.extra.toLowerCase()) ?? { en: asked.extra };
}

/** Who sent a file by link, as the history names them: the applicant, by their given name. */
export const applicantActor = (application: ApplicationRow) => `${application.givenN || application.surname} (the applicant, by link)`;

/** The error the upload protocol answers: the message and its id as JSON, as every API answer carries them. */
export class UploadRefusal extends HttpError {}

