import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REQUEST_MESSAGES as M,
  type DocumentRequestState,
  type DocumentSlotKey,
  type UploadItemState,
  type UploadRequest,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationHistory, applications, documentRequestTokens, documentRequests, documentUploads } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { sha256 } from '../security/tokens.ts';
import { readSettings } from '../settings/settings.ts';
import { requireRow } from '../applications/application-row.ts';
import {
  applicantActor, arrived, askedOf, labelOf, latestFor, linkEnded, sameDocument, stateOf, UploadRefusal,
  type AskedDocument, type LiveRequest, type UploadRow,
} from './request-items.ts';
import { dropUnsentLinks } from './link-messages.ts';

/**
 * The applicant's side of a document request (ADR 050): the link's token opens the request (only
 * its sha256 is looked up), the page reads what is asked, and each upload is started, continued,
 * cancelled, received or refused by the rules here; the upload protocol (upload-protocol.ts)
 * moves the bytes.
 */
export class LinkUploads {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * The request a token opens: 401 for none or an unknown one, 410 for a revoked one or one whose
   * days have passed (completed or not). With `lock`, the request's row is locked as it is read, so
   * its state is read after any revoke that got there first.
   */
  async open(token: string | undefined, tx: Tx | Database = this.db, lock = false): Promise<LiveRequest & { uploads: UploadRow[]; state: DocumentRequestState }> {
    if (!token) throw new UploadRefusal(401, M.linkInvalid);
    const query = tx.select({ request: documentRequests }).from(documentRequestTokens)
      .innerJoin(documentRequests, eq(documentRequests.id, documentRequestTokens.requestId))
      .where(eq(documentRequestTokens.tokenHash, sha256(token)));
    const [found] = await (lock ? query.for('update', { of: documentRequests }) : query);
    if (!found) throw new UploadRefusal(401, M.linkInvalid);
    const [application] = await tx.select().from(applications).where(eq(applications.id, found.request.applicationId));
    if (!application) throw new UploadRefusal(401, M.linkInvalid);
    if (linkEnded(found.request)) throw new UploadRefusal(410, M.linkEnded);
    const uploads = await tx.select().from(documentUploads).where(eq(documentUploads.requestId, found.request.id)).orderBy(desc(documentUploads.createdAt), desc(documentUploads.id));
    const state = stateOf(found.request, uploads);
    return { request: found.request, application, uploads, state };
  }

  /** How many documents the request a token opens asks (0 for an unknown token): its parts are bounded by it. */
  async askedCount(token: string): Promise<number> {
    const [found] = await this.db.select({ slots: documentRequests.slots, extras: documentRequests.extras }).from(documentRequestTokens)
      .innerJoin(documentRequests, eq(documentRequests.id, documentRequestTokens.requestId))
      .where(eq(documentRequestTokens.tokenHash, sha256(token)));
    return found ? found.slots.length + found.extras.length : 0;
  }

  /** What the applicant's page shows: the agency, the given name, what is asked and the message; nothing else of the application. */
  async pageOf(token: string | undefined): Promise<UploadRequest> {
    const { request, application, uploads, state } = await this.open(token);
    const settings = await readSettings(this.db);
    const WORKER_STATE: Record<UploadRow['state'], UploadItemState> = { receiving: 'sending', review: 'sent', accepted: 'accepted', refused: 'refused' };
    return {
      agency: settings.consultancyName,
      givenName: application.givenN || application.surname,
      language: application.language,
      message: request.message,
      expiresAt: request.expiresAt.toISOString(),
      state: state === 'completed' ? 'completed' : 'open',
      items: askedOf(request).map((asked) => {
        const upload = latestFor(asked, uploads);
        return {
          slot: asked.slot,
          extra: asked.extra,
          label: labelOf(settings, asked),
          state: upload ? WORKER_STATE[upload.state] : 'asked',
          reason: upload?.state === 'refused' ? upload.reason : '',
          maxBytes: DOCUMENT_MAX_BYTES,
        };
      }),
    };
  }

  /**
   * A new upload for an asked document (tus creation): refused when the document was not asked,
   * has already arrived, or is declared larger than a document may be. An earlier unfinished upload
   * of the same document is dropped (answered, for its bytes to go).
   */
  async startUpload(token: string | undefined, uploadId: string, asked: AskedDocument, filename: string, size: number): Promise<string[]> {
    if (size > DOCUMENT_MAX_BYTES) throw new UploadRefusal(413, APPLICATION_MESSAGES.documentTooLarge);
    return this.db.transaction(async (tx) => {
      // Locked as it is read: one upload starts at a time per request (two tabs cannot both start the
      // same document), and none starts on a request a revoke has just ended.
      const live = await this.open(token, tx, true);
      if (live.state === 'completed') throw new UploadRefusal(410, M.requestComplete);
      const wanted = askedOf(live.request).find((candidate) => sameDocument(candidate, asked));
      if (!wanted) throw new UploadRefusal(400, M.notAsked);
      const uploads = await tx.select().from(documentUploads).where(eq(documentUploads.requestId, live.request.id)).orderBy(desc(documentUploads.createdAt), desc(documentUploads.id));
      const latest = latestFor(wanted, uploads);
      if (arrived(latest)) throw new UploadRefusal(409, M.alreadySent);
      const dropped = await tx.delete(documentUploads)
        .where(and(eq(documentUploads.requestId, live.request.id), eq(documentUploads.state, 'receiving'), eq(documentUploads.slot, wanted.slot), eq(documentUploads.extra, wanted.extra)))
        .returning({ id: documentUploads.id });
      await tx.insert(documentUploads).values({
        id: uploadId, requestId: live.request.id, applicationId: live.application.id, slot: wanted.slot, extra: wanted.extra, filename, size,
      });
      return dropped.map((d) => d.id);
    });
  }

  /**
   * The upload a token may go on with (tus HEAD, PATCH, DELETE): 404 when it is not this request's
   * (or no longer kept); 409 for a PATCH once it has all arrived, and for a DELETE while it is being
   * stored. A PATCH also marks it as moving, so the clean-up leaves it alone.
   */
  async continueUpload(token: string | undefined, uploadId: string, method: string): Promise<UploadRow> {
    const live = await this.open(token);
    const upload = live.uploads.find((candidate) => candidate.id === uploadId);
    if (!upload) throw new UploadRefusal(404, M.uploadGone);
    const storing = upload.state === 'receiving' && upload.receivedAt !== null;
    if ((method === 'PATCH' && upload.state !== 'receiving') || ((method === 'PATCH' || method === 'DELETE') && storing)) {
      throw new UploadRefusal(409, M.alreadySent);
    }
    if (method === 'PATCH') await this.db.update(documentUploads).set({ updatedAt: new Date() }).where(eq(documentUploads.id, uploadId));
    return upload;
  }

  /** The applicant cancelled an upload (tus termination): its row goes, unless it is being stored; its bytes are the store's to remove. */
  async cancelUpload(uploadId: string): Promise<void> {
    await this.db.delete(documentUploads).where(and(eq(documentUploads.id, uploadId), eq(documentUploads.state, 'receiving'), isNull(documentUploads.receivedAt)));
  }

  /**
   * Claims an upload whose last byte has arrived, before it is stored: `receivedAt` set while it is
   * still `receiving`, in one statement, so only one finish stores it (a last part sent twice finds
   * it taken: 409). 404 when it is gone (cancelled, or its request revoked).
   */
  async claimFinished(uploadId: string): Promise<UploadRow> {
    const [claimed] = await this.db.update(documentUploads).set({ receivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(documentUploads.id, uploadId), eq(documentUploads.state, 'receiving'), isNull(documentUploads.receivedAt)))
      .returning();
    if (claimed) return claimed;
    const [kept] = await this.db.select({ id: documentUploads.id }).from(documentUploads).where(eq(documentUploads.id, uploadId));
    throw kept ? new UploadRefusal(409, M.alreadySent) : new UploadRefusal(404, M.uploadGone);
  }

  /** A claimed upload whose storing failed: claimable again, for the applicant's next try. */
  async releaseClaim(uploadId: string): Promise<void> {
    await this.db.update(documentUploads).set({ receivedAt: null }).where(and(eq(documentUploads.id, uploadId), eq(documentUploads.state, 'receiving')));
  }

  /**
   * A finished upload, claimed, checked and stored by the upload pipeline: it now waits for review,
   * and the history says what arrived. The request is locked first, as a revoke and a creation lock
   * it; when this file completes it, its link emails that have not gone are removed.
   */
  async received(claimed: UploadRow, fileId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [request] = await tx.select().from(documentRequests).where(eq(documentRequests.id, claimed.requestId)).for('update');
      const [upload] = await tx.update(documentUploads)
        .set({ state: 'review', fileId, updatedAt: new Date() })
        .where(and(eq(documentUploads.id, claimed.id), eq(documentUploads.state, 'receiving')))
        .returning();
      if (!upload || !request) throw new UploadRefusal(404, M.uploadGone);
      const application = await requireRow(tx, upload.applicationId);
      const label = labelOf(await readSettings(tx), { slot: upload.slot as DocumentSlotKey | '', extra: upload.extra });
      await tx.insert(applicationHistory).values({
        id: newId(), applicationId: upload.applicationId, actorId: null, actorName: applicantActor(application), action: 'documents',
        detail: `Received by link, to review: ${label.en}`, reason: '',
      });
      const uploads = await tx.select().from(documentUploads).where(eq(documentUploads.requestId, request.id)).orderBy(desc(documentUploads.createdAt), desc(documentUploads.id));
      if (stateOf(request, uploads) === 'completed') await dropUnsentLinks(tx, request);
    });
  }

  /** A finished upload the pipeline refused (its type, size or pixels): shown to the applicant and the desk with the reason. */
  async refusedByRules(uploadId: string, reason: string): Promise<void> {
    await this.db.update(documentUploads).set({ state: 'refused', reason, updatedAt: new Date() })
      .where(and(eq(documentUploads.id, uploadId), eq(documentUploads.state, 'receiving')));
  }

  /** Uploads that have not moved since `cutoff`: their rows go (the document is asked again); answers their ids. */
  async removeAbandoned(cutoff: Date): Promise<string[]> {
    const gone = await this.db.delete(documentUploads)
      .where(and(eq(documentUploads.state, 'receiving'), lt(documentUploads.updatedAt, cutoff)))
      .returning({ id: documentUploads.id });
    return gone.map((g) => g.id);
  }

  /** Whether an upload id is still one that is arriving (the store's leftovers without one can go). */
  async receivingIds(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: documentUploads.id }).from(documentUploads)
      .where(and(inArray(documentUploads.id, ids), eq(documentUploads.state, 'receiving'))).orderBy(asc(documentUploads.id));
    return new Set(rows.map((r) => r.id));
  }
}
