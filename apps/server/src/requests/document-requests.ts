import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  DOCUMENT_REQUEST_MESSAGES as M,
  PAGES,
  STAFF_FILE_URL_TTL_SECONDS,
  localisedPath,
  type DocumentRequest,
  type DocumentRequestLink,
  type DocumentRequests,
  type DocumentSlotKey,
  type RequestDocuments,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationDocuments, applicationExtraDocuments, applications, documentRequestTokens, documentRequests, documentUploads, files } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sha256 } from '../security/tokens.ts';
import { readSettings } from '../settings/settings.ts';
import type { FilesService } from '../storage/files.ts';
import { addresseeOf, requireRow, type ApplicationRow } from '../applications/application-row.ts';
import { record } from '../applications/application-history.ts';
import { fillSlot } from '../applications/application-documents.ts';
import { extraCount, refuseWhenFull } from '../applications/application-extra-documents.ts';
import type { Actor, Viewer } from '../applications/application-context.ts';
import { askedOf, ITEM_STATE, labelOf, latestFor, newToken, stateOf, type RequestRow, type UploadRow } from './request-items.ts';
import { dropUnsentLinks, whatsAppOffer } from './link-messages.ts';

/**
 * Documents asked of the applicant by a link (ADR 050). Staff ask (slots, checklist labels, a
 * message, days); the link's token is kept only as its sha256; the applicant's page reads what is
 * asked and sends each file by tus; each file that arrives goes through the one upload pipeline and
 * waits for review; staff accept it into its slot or extra document, or refuse it with a reason,
 * which emails a new link. Every step is in the application's history.
 */
export class DocumentRequestsService {
  private readonly db: Database;
  private readonly files: FilesService;
  private readonly mailer: Mailer;
  private readonly timeZone: string;
  private readonly publicUrl: string | undefined;

  constructor(db: Database, files: FilesService, mailer: Mailer, timeZone: string, publicUrl: string | undefined) {
    this.db = db;
    this.files = files;
    this.mailer = mailer;
    this.timeZone = timeZone;
    this.publicUrl = publicUrl;
  }

  /** The upload page's path for a token, in the applicant's language (`/hi/upload/<token>`). */
  private pagePath(token: string, application: ApplicationRow): string {
    return localisedPath(`${PAGES.upload}/${token}`, application.language);
  }

  /** Adds a link to a request and answers its token: every link of a request works while it is open. */
  private async addToken(tx: Tx, requestId: string): Promise<string> {
    const token = newToken();
    await tx.insert(documentRequestTokens).values({ tokenHash: sha256(token), requestId });
    return token;
  }

  async ask(applicationId: string, body: RequestDocuments & { slots: DocumentSlotKey[]; extras: string[]; message: string; days: number }, actor: Actor): Promise<DocumentRequestLink> {
    const answer = await this.db.transaction(async (tx) => {
      const application = await requireRow(tx, applicationId);
      const settings = await readSettings(tx);
      const extras = body.extras.map((sent) => {
        const label = settings.documentLabels.find((candidate) => candidate.en.toLowerCase() === sent.toLowerCase());
        if (!label) throw new HttpError(400, M.askExtra(sent), { errors: { extras: M.askExtra(sent) } });
        return label.en;
      });
      const id = newId();
      const [request] = await tx.insert(documentRequests).values({
        id, applicationId, slots: body.slots, extras, message: body.message, days: body.days,
        expiresAt: sql`now() + make_interval(days => ${body.days})`, actorId: actor.id, actorName: actor.name,
      }).returning();
      const token = await this.addToken(tx, id);
      const labels = askedOf(request as RequestRow).map((asked) => labelOf(settings, asked));
      await record(tx, applicationId, actor, 'documents', `Asked by link for: ${labels.map((l) => l.en).join(', ')} (${body.days} days)`);
      const until = { at: (request as RequestRow).expiresAt, timeZone: this.timeZone };
      // Emailed to an address only: a link never waits in the outbox for one (the desk copies it, or sends it on WhatsApp).
      if (application.email) {
        await this.mailer.queue(tx, addresseeOf(application), {
          kind: 'documentRequest', labels, message: body.message, link: this.mailer.link(this.pagePath(token, application)), until,
        });
      }
      return { application, token, expiresAt: (request as RequestRow).expiresAt, labels, settings, until };
    });
    const { application, token, expiresAt } = answer;
    const path = this.pagePath(token, application);
    const link = `${this.publicUrl ?? ''}${path}`;
    return { link, expiresAt: expiresAt.toISOString(), whatsApp: whatsAppOffer(application, { kind: 'documentRequest', labels: answer.labels, message: body.message, link, until: answer.until }, answer.settings, this.publicUrl) };
  }

  async list(applicationId: string, viewer: Viewer): Promise<DocumentRequests> {
    await requireRow(this.db, applicationId);
    const requests = await this.db.select().from(documentRequests)
      .where(eq(documentRequests.applicationId, applicationId)).orderBy(desc(documentRequests.createdAt), desc(documentRequests.id));
    const uploads = requests.length === 0 ? [] : await this.db.select().from(documentUploads)
      .where(inArray(documentUploads.requestId, requests.map((r) => r.id))).orderBy(desc(documentUploads.createdAt), desc(documentUploads.id));
    const settings = await readSettings(this.db);
    const sign = (fileId: string | null) => (fileId ? this.files.signedUrl(fileId, STAFF_FILE_URL_TTL_SECONDS, viewer.sessionId) : '');
    const fileInfo = await this.fileInfo(uploads.flatMap((u) => (u.fileId ? [u.fileId] : [])));
    const shown = requests.map((request): DocumentRequest => {
      const own = uploads.filter((u) => u.requestId === request.id);
      return {
        _id: request.id,
        message: request.message,
        createdAt: request.createdAt.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
        by: request.actorName,
        state: stateOf(request, own),
        revokedAt: request.revokedAt?.toISOString() ?? null,
        items: askedOf(request).map((asked) => {
          const upload = latestFor(asked, own);
          const file = upload?.fileId ? fileInfo.get(upload.fileId) : undefined;
          return {
            slot: asked.slot,
            extra: asked.extra,
            label: labelOf(settings, asked).en,
            state: upload ? ITEM_STATE[upload.state] : 'asked',
            reason: upload?.state === 'refused' ? upload.reason : '',
            upload: upload && upload.state !== 'receiving' ? {
              _id: upload.id,
              filename: upload.filename,
              contentType: file?.contentType ?? '',
              size: file?.size ?? upload.size,
              receivedAt: upload.receivedAt?.toISOString() ?? '',
              url: sign(upload.fileId),
              reviewedBy: upload.reviewerName,
              reviewedAt: upload.reviewedAt?.toISOString() ?? '',
            } : null,
          };
        }),
      };
    });
    return { requests: shown, toReview: uploads.filter((u) => u.state === 'review').length };
  }

  private async fileInfo(ids: string[]): Promise<Map<string, { contentType: string; size: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.select({ id: files.id, contentType: files.contentType, size: files.size }).from(files).where(inArray(files.id, ids));
    return new Map(rows.map((r) => [r.id, { contentType: r.contentType, size: r.size }]));
  }

  /** Files sent by link that wait for review, on every application (the dashboard's count). */
  async toReviewCount(db: Database | Tx = this.db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(documentUploads).where(eq(documentUploads.state, 'review'));
    return row?.n ?? 0;
  }

  async revoke(applicationId: string, requestId: string, actor: Actor): Promise<{ _id: string; message: string }> {
    const receiving = await this.db.transaction(async (tx) => {
      await requireRow(tx, applicationId);
      const [request] = await tx.select().from(documentRequests)
        .where(and(eq(documentRequests.id, requestId), eq(documentRequests.applicationId, applicationId))).for('update');
      if (!request) throw new HttpError(404, M.requestNotFound);
      const uploads = await tx.select().from(documentUploads).where(eq(documentUploads.requestId, requestId)).orderBy(desc(documentUploads.createdAt));
      // A completed request too: its link still reads what was sent, until staff end it.
      if (!['open', 'completed'].includes(stateOf(request, uploads))) throw new HttpError(409, M.requestAlreadyEnded);
      await tx.update(documentRequests).set({ revokedAt: new Date() }).where(eq(documentRequests.id, requestId));
      await dropUnsentLinks(tx, request);
      // What was still arriving will never be finished: its rows go now, its bytes with the next clean-up.
      const dropped = await tx.delete(documentUploads).where(and(eq(documentUploads.requestId, requestId), eq(documentUploads.state, 'receiving'))).returning({ id: documentUploads.id });
      await record(tx, applicationId, actor, 'documents', 'Revoked the link asking for documents');
      return dropped.map((d) => d.id);
    });
    this.onAbandoned?.(receiving);
    return { _id: requestId, message: M.requestRevoked };
  }

  /** Told the uploads whose partial bytes can go (the tus store's files). */
  onAbandoned?: (uploadIds: string[]) => void;
  /** The upload this request is for, locked; 404 when it is not this application's; 409 when it no longer waits for review. */
  private async uploadToReview(tx: Tx, applicationId: string, uploadId: string): Promise<UploadRow> {
    const [upload] = await tx.select().from(documentUploads)
      .where(and(eq(documentUploads.id, uploadId), eq(documentUploads.applicationId, applicationId))).for('update');
    if (!upload) throw new HttpError(404, M.uploadNotFound);
    if (upload.state !== 'review' || !upload.fileId) throw new HttpError(409, M.notToReview);
    return upload;
  }

  /**
   * Puts the file into its slot (replacing the slot's file only with `replace`) or adds it as an
   * extra document; the applicant hears it was added, as with any upload.
   */
  async accept(applicationId: string, uploadId: string, replace: boolean, actor: Actor, viewer: Viewer): Promise<DocumentRequests> {
    const replaced = await this.db.transaction(async (tx) => {
      const application = await requireRow(tx, applicationId);
      const upload = await this.uploadToReview(tx, applicationId, uploadId);
      const settings = await readSettings(tx);
      const asked = { slot: upload.slot as DocumentSlotKey | '', extra: upload.extra };
      const label = labelOf(settings, asked);
      const fileId = upload.fileId as string;
      let old: string | undefined;
      if (asked.slot) {
        const [held] = await tx.select({ fileId: applicationDocuments.fileId }).from(applicationDocuments)
          .where(and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.slot, asked.slot)));
        if (held && !replace) throw new HttpError(409, M.replaceSlot, { errors: { replace: M.replaceSlot } });
        old = await fillSlot(tx, applicationId, asked.slot, { id: fileId });
      } else {
        refuseWhenFull(await extraCount(tx, applicationId));
        await tx.insert(applicationExtraDocuments).values({ id: newId(), applicationId, label: label.en, fileId });
      }
      await tx.update(documentUploads).set({ state: 'accepted', fileId: null, reviewedAt: new Date(), reviewerName: actor.name }).where(eq(documentUploads.id, uploadId));
      await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, applicationId));
      await record(tx, applicationId, actor, 'documents', `Accepted from link: ${label.en}${old ? ' (replacing the file the slot held)' : ''}`);
      await this.mailer.queue(tx, addresseeOf(application), { kind: 'documents', labels: [label] });
      return old;
    });
    await this.files.remove([replaced]);
    return this.list(applicationId, viewer);
  }

  /** Refuses the file with staff's reason: it is removed, and the applicant is emailed a new link to send it again. */
  async refuse(applicationId: string, uploadId: string, reason: string, actor: Actor, viewer: Viewer): Promise<DocumentRequests> {
    const removed = await this.db.transaction(async (tx) => {
      const application = await requireRow(tx, applicationId);
      const upload = await this.uploadToReview(tx, applicationId, uploadId);
      const settings = await readSettings(tx);
      const label = labelOf(settings, { slot: upload.slot as DocumentSlotKey | '', extra: upload.extra });
      await tx.update(documentUploads).set({ state: 'refused', reason, fileId: null, reviewedAt: new Date(), reviewerName: actor.name }).where(eq(documentUploads.id, uploadId));
      const [request] = await tx.select().from(documentRequests).where(eq(documentRequests.id, upload.requestId)).for('update');
      let link: string | null = null;
      let expiresAt = (request as RequestRow).expiresAt;
      if (request && !request.revokedAt) {
        // A new link, and the request open again for as many days as it was first given (never shortened).
        const [extended] = await tx.update(documentRequests)
          .set({ expiresAt: sql`greatest(${documentRequests.expiresAt}, now() + make_interval(days => ${request.days}))` })
          .where(eq(documentRequests.id, request.id)).returning({ expiresAt: documentRequests.expiresAt });
        expiresAt = (extended as { expiresAt: Date }).expiresAt;
        // Without an address the refusal waits with its reason only: the link the applicant has works again.
        if (application.email) link = this.mailer.link(this.pagePath(await this.addToken(tx, request.id), application));
      }
      await record(tx, applicationId, actor, 'documents', `Refused from link: ${label.en}`, reason);
      await this.mailer.queue(tx, addresseeOf(application), { kind: 'documentRefused', label, reason, link, until: { at: expiresAt, timeZone: this.timeZone } });
      return upload.fileId;
    });
    await this.files.remove([removed]);
    return this.list(applicationId, viewer);
  }
}
