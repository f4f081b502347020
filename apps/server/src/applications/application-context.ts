import {
  APPLICANT_FIELD_LABELS,
  STAFF_FILE_URL_TTL_SECONDS,
  missingForApproval,
  namedFields,
  type ApprovalField,
} from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FilesService, LinkSigner } from '../storage/files.ts';

/** The staff session an answer is for: the file links in it stop working when that session ends. */
export interface Viewer {
  sessionId: string;
}

/** A staff member making a change, in the session that will see the answer. */
export interface Actor extends Viewer {
  id: string;
  name: string;
}

/** What every part of the applications service works with. */
export interface ApplicationsContext {
  db: Database;
  files: FilesService;
  /** Today's date as YYYY-MM-DD in the consultancy's time zone. */
  today(): string;
  /** The consultancy's time zone (TIME_ZONE): where the list's registration dates begin and end. */
  timeZone: string;
  /** Tells the applicant by email (mail/): queued in the change's transaction. */
  mail: Mailer;
}

/** The enquiry's links last 15 minutes; staff links an hour, or until their session ends. */
export const ENQUIRY_URL_TTL_SECONDS = 900;

export function staffSigner(files: FilesService, viewer: Viewer): LinkSigner {
  return (fileId) => files.signedUrl(fileId, STAFF_FILE_URL_TTL_SECONDS, viewer.sessionId);
}

/**
 * National id, identification marks, company and salary: optional at registration, needed for
 * approval. A 409 naming the empty ones, each on its field too.
 */
export function assertApprovable(application: Readonly<Record<ApprovalField, string>>, message: (fields: string) => string): void {
  const missing = missingForApproval(application);
  if (missing.length === 0) return;
  const text = message(namedFields(missing.map((key) => APPLICANT_FIELD_LABELS[key])));
  throw new HttpError(409, text, { errors: Object.fromEntries(missing.map((key) => [key, text])) });
}
