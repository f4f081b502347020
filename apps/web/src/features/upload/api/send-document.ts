import { API, type UploadItem } from '@visadesk/contract';
import { Upload, type DetailedError } from 'tus-js-client';
import type { UploadRules } from '../upload-rules';
import { bearer } from './bearer';
import { PAGE_MESSAGE_IDS as ID } from './page-message-ids';
import { linkHash, uploadFingerprint } from './upload-fingerprint';

/** The tus client; a seam for tests, which have no tus server to talk to. */
export const tusClient: { Upload: typeof Upload } = { Upload };

/**
 * Half a megabyte per PATCH. Each finished chunk is stored on the server even behind a proxy that
 * buffers request bodies, so a connection that drops loses at most this much, which a 2G phone
 * sends again in about half a minute; one PATCH for the whole file (the default) would start over
 * from wherever the proxy's copy was lost. A round trip per chunk costs little beside that.
 */
const CHUNK_BYTES = 512 * 1024;

/**
 * Then again after 1, 5, 15, 30 s and 1 and 2 minutes: a phone that drops for a minute (a lift, a
 * bus through the hills) goes on by itself. Past that the page shows the upload paused, and goes
 * on at the browser's `online` event or a tap on "Try again".
 */
const RETRY_DELAYS = [0, 1000, 5000, 15_000, 30_000, 60_000, 120_000];

/** What the page hears of one document's upload. */
export interface SendingEvents {
  progress(sent: number, total: number): void;
  /** Every byte is with the server, and it kept the file. */
  sent(): void;
  /** The server refused it: the id of its message. */
  refused(messageId: string): void;
  /** No answer after the retries, or the browser went offline: `resume` goes on from the server's offset. */
  paused(): void;
}

export interface Sending {
  pause(): void;
  resume(): void;
}

/** The id of a refusal the server worded (`{"message", "messageId"}`), or none for a failure worth a retry. */
export function refusalOf(error: Error | DetailedError): string | undefined {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return undefined;
  const status = response.getStatus();
  try {
    const body = JSON.parse(response.getBody()) as { messageId?: unknown };
    if (typeof body.messageId === 'string') return body.messageId;
  } catch {
    // Not our JSON: a proxy's page, or the tus server's own plain-text answer.
  }
  if (status === 413) return ID.documentTooLarge;
  // 409 (offsets differ) and 423 (locked) pass once the server has caught up; 429 is worded above.
  const retried = status >= 500 || status === 409 || status === 423;
  return status >= 400 && !retried ? ID.internalError : undefined;
}

/** The tus metadata naming the asked document: its slot (`file3`), else its checklist label. */
const metadataOf = (keys: UploadRules['metadata'], item: UploadItem, file: File) => ({
  ...(item.slot ? { [keys.slot]: item.slot } : { [keys.extra]: item.extra }),
  [keys.filename]: file.name,
  [keys.filetype]: file.type,
});

/**
 * Sends one file for one asked document by tus, resuming an upload of the same file for the same
 * document and link that an earlier visit left unfinished (its address is kept in localStorage
 * under a fingerprint without the token: upload-fingerprint.ts).
 */
export async function sendDocument(token: string, rules: UploadRules, item: UploadItem, file: File, events: SendingEvents): Promise<Sending> {
  const hash = await linkHash(token);
  const upload = new tusClient.Upload(file, {
    endpoint: API.uploads.tus,
    headers: { Authorization: bearer(token) },
    metadata: metadataOf(rules.metadata, item, file),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    // Without Web Crypto (a page served over plain http) nothing is kept: the fingerprint would hold the token.
    storeFingerprintForResuming: hash !== null,
    removeFingerprintOnSuccess: true,
    fingerprint: (chosen) => Promise.resolve(uploadFingerprint(hash ?? '', item, chosen)),
    onProgress: (sent, total) => events.progress(sent, total),
    onSuccess: () => events.sent(),
    onShouldRetry: (error) => navigator.onLine !== false && refusalOf(error) === undefined,
    onError: (error) => {
      const refusal = refusalOf(error);
      if (refusal) events.refused(refusal);
      else events.paused();
    },
  });
  if (hash !== null) {
    const [previous] = await upload.findPreviousUploads();
    if (previous) upload.resumeFromPreviousUpload(previous);
  }
  // Offline already (the signal went while the file was being looked up): it starts at the `online` event.
  if (navigator.onLine !== false) upload.start();
  return {
    // The upload stays on the server (no termination): `resume` asks it where it stopped.
    pause: () => void upload.abort(false),
    resume: () => upload.start(),
  };
}
