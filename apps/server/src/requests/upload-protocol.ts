import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  API,
  APPLICATION_MESSAGES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REQUEST_MESSAGES as M,
  DOCUMENT_SLOT_KEYS,
  UPLOAD_ACCEPT,
  UPLOAD_METADATA,
  UploadRequestSchema,
  type DocumentSlotKey,
} from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { withMessageIds } from '../http/message-ids-plugin.ts';
import { newId } from '../lib/ids.ts';
import { ensurePrivateDir } from '../lib/private-files.ts';
import { addressKey } from '../security/client-address.ts';
import { checkDocument } from '../applications/routes/upload-rules.ts';
import { arrivedFile } from '../uploads/uploaded-file.ts';
import type { RateLimitRule } from '../config/config.ts';
import { LinkUploads } from './link-uploads.ts';
import { linkFilename } from './request-items.ts';
import { answerFromTus, webRequestOf } from './tus-bridge.ts';
import { abandonedUploadsCleaner, bytesRemover, PrivateFileStore, uploadsInProgressDir } from './upload-store.ts';

const TYPES = new Set(UPLOAD_ACCEPT.split(','));

/** The link's token from `Authorization: Bearer <token>`; never logged, never stored. */
function tokenOf(headers: Headers | FastifyRequest['headers']): string | undefined {
  const value = headers instanceof Headers ? headers.get('authorization') : headers.authorization;
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(value ?? '');
  return match?.[1];
}

/** A refusal as the protocol sends it: the status, and the message with its id as JSON (the page translates by id). */
const refusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify(withMessageIds({ message })) });

/** The asked document an upload's metadata names: `slot` (file1..file12) or `extra` (a checklist label). */
function askedOf(metadata: Upload['metadata']): { slot: DocumentSlotKey | ''; extra: string } {
  const slot = metadata?.[UPLOAD_METADATA.slot] ?? '';
  const extra = (metadata?.[UPLOAD_METADATA.extra] ?? '').trim();
  if ((slot === '') === (extra === '')) throw new HttpError(400, M.uploadMetadata);
  if (slot && !(DOCUMENT_SLOT_KEYS as readonly string[]).includes(slot)) throw new HttpError(400, M.notAsked);
  return { slot: slot as DocumentSlotKey | '', extra };
}

/**
 * A finished upload through the one upload pipeline (size, type from the bytes, image bounds): into
 * the stored files to wait for review, or refused with the reason both sides then see. Claimed
 * first, so a last part sent twice stores nothing twice; released when storing fails.
 */
async function storeFinished(app: FastifyInstance, uploads: LinkUploads, directory: string, upload: Upload): Promise<Record<string, never>> {
  const claimed = await uploads.claimFinished(upload.id);
  const bytes = path.join(directory, upload.id);
  const { slot } = askedOf(upload.metadata);
  try {
    const arrived = await arrivedFile(slot || 'document', linkFilename(upload.metadata?.[UPLOAD_METADATA.filename] ?? ''), bytes);
    try {
      checkDocument(arrived.field, arrived);
    } catch (error) {
      const reason = error instanceof HttpError ? error.message : APPLICATION_MESSAGES.invalidDocumentType;
      await uploads.refusedByRules(upload.id, reason);
      await bytesRemover(directory)([upload.id]);
      throw new HttpError(422, reason);
    }
    // The bytes move into the stored files (renamed, or copied into the database): what is left is the record.
    const stored = await app.files.storeUpload(arrived);
    await rm(`${bytes}.json`, { force: true });
    await uploads.received(claimed, stored.id).catch(async (error: unknown) => {
      await app.files.remove([stored.id]);
      throw error;
    });
  } catch (error) {
    await uploads.releaseClaim(upload.id);
    throw error;
  }
  return {};
}

/**
 * What a call with a link counts against: the page, each creation and each cancel against the
 * link's calls; a part (PATCH) or an offset asked (HEAD) against the link's parts, as many per
 * document asked, so a worker sending every document over a line that keeps dropping goes on, and
 * a leaked link still meets a bound.
 */
async function linkCounter(uploads: LinkUploads, rule: RateLimitRule, method: string, token: string): Promise<[string, RateLimitRule]> {
  if (method !== 'PATCH' && method !== 'HEAD') return [`uploads:token:${token}`, rule];
  const asked = Math.max(1, await uploads.askedCount(token));
  return [`uploads:parts:${token}`, { ...rule, max: rule.max * asked }];
}

/**
 * The tus server: creation checked against the request (what is asked, the size and declared type),
 * each later call against the upload's own request, and a finished upload through the one upload
 * pipeline into the stored files, where it waits for review. Refusals go out as JSON with their ids.
 */
function tusServer(app: FastifyInstance, uploads: LinkUploads, directory: string): TusServer {
  const removeBytes = bytesRemover(directory);
  return new TusServer({
    path: API.uploads.tus,
    datastore: new PrivateFileStore({ directory }),
    maxSize: DOCUMENT_MAX_BYTES,
    // The Location header is a path: never built from a Host header a client wrote.
    relativeLocation: true,
    respectForwardedHeaders: false,
    // Same origin only: no other site's page may send files with a worker's link.
    allowedOrigins: () => false,
    namingFunction: () => newId(),
    async onIncomingRequest(request, uploadId) {
      const token = tokenOf(request.headers);
      if (request.method === 'POST') {
        if (!token) throw new HttpError(401, M.linkInvalid);
        return;
      }
      await uploads.continueUpload(token, uploadId, request.method);
      // The applicant cancels an upload (termination): its row goes before tus answers, its bytes with tus.
      if (request.method === 'DELETE') await uploads.cancelUpload(uploadId);
    },
    async onUploadCreate(request, upload) {
      if (upload.size === undefined) throw new HttpError(400, M.uploadMetadata);
      const filename = linkFilename(upload.metadata?.[UPLOAD_METADATA.filename] ?? '');
      const filetype = upload.metadata?.[UPLOAD_METADATA.filetype] ?? '';
      if (!filename || !filetype) throw new HttpError(400, M.uploadMetadata);
      // What the phone says the file is, a first word only: the bytes decide when it has arrived.
      if (!TYPES.has(filetype)) throw new HttpError(400, APPLICATION_MESSAGES.invalidDocumentType);
      await removeBytes(await uploads.startUpload(tokenOf(request.headers), upload.id, askedOf(upload.metadata), filename, upload.size));
      return {};
    },
    onUploadFinish: (_request, upload) => storeFinished(app, uploads, directory, upload),
    onResponseError(_request, error) {
      if (error instanceof HttpError) return refusal(error.statusCode, error.message);
      const status = 'status_code' in error ? error.status_code : 500;
      if (status === 413) return refusal(413, APPLICATION_MESSAGES.documentTooLarge);
      if (status === 404 || status === 410) return refusal(404, M.uploadGone);
      // Ours to look into: the error alone is logged (its serializer keeps query parameters out), never the request with its token.
      if (status >= 500) app.log.error(error instanceof Error ? { err: error } : { tusStatus: status, tusError: error.body }, 'an upload by link failed');
      return undefined;
    },
  });
}

/**
 * The applicant's side of a document request (ADR 050): `GET /api/uploads/request` (what is asked,
 * a read), and resumable uploads by tus 1.0.0 at `/api/uploads` (creation and termination), through
 * @tus/server on a private folder of DATA_DIR. The link's token comes in `Authorization`; each call
 * is counted per link and per address before tus takes it.
 */
export const uploadProtocolPlugin = fp(
  async (app: FastifyInstance) => {
    const uploads = new LinkUploads(app.db);
    const directory = uploadsInProgressDir(app.config.dataDir);
    ensurePrivateDir(directory);
    const removeBytes = bytesRemover(directory);
    app.documentRequests.onAbandoned = (ids) => void removeBytes(ids).catch((err: unknown) => app.log.error({ err }, 'removing abandoned uploads failed'));
    const tus = tusServer(app, uploads, directory);

    const count = async (key: string, rule: RateLimitRule) => {
      const hit = await app.rateLimiter.hit(key, rule);
      if (!hit.allowed) throw new HttpError(429, M.tooManyUploads, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
    };
    const limit = async (request: FastifyRequest, token: string | undefined) => {
      const limits = app.config.rateLimits;
      await count(`uploads:address:${addressKey(request.ip)}`, limits.uploadsPerAddress);
      if (token) await count(...(await linkCounter(uploads, limits.uploadsPerToken, request.method, token)));
    };

    // The body is tus's to read, as it arrives: Fastify must not buffer it.
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const handOver = async (request: FastifyRequest, reply: FastifyReply) => {
      // Counted before tus takes the request, where the client's address is known (TRUST_PROXY).
      if (request.method !== 'OPTIONS') await limit(request, tokenOf(request.headers));
      return answerFromTus(reply, await tus.handleWeb(webRequestOf(request)));
    };
    // Creation on the collection; the rest on an upload's own address (tus 1.0.0).
    const routes: [string, ('POST' | 'HEAD' | 'PATCH' | 'DELETE' | 'OPTIONS')[]][] = [
      [API.uploads.tus, ['POST', 'OPTIONS']],
      [`${API.uploads.tus}/:uploadId`, ['HEAD', 'PATCH', 'DELETE', 'OPTIONS']],
    ];
    for (const [url, method] of routes) app.route({ method, url, config: { access: 'public' }, handler: handOver, schema: { hide: true } });

    app.get(API.uploads.request, {
      config: { access: 'public' },
      schema: {
        tags: ['uploads'],
        summary: 'What a document request asks, for the applicant’s page: the link’s token in `Authorization: Bearer <token>`; 401 unknown, 410 revoked or expired. Reading never uses the link up.',
        response: { 200: UploadRequestSchema },
      },
    }, async (request) => {
      const token = tokenOf(request.headers);
      await limit(request, token);
      return uploads.pageOf(token);
    });

    app.decorate('cleanUpAbandonedUploads', abandonedUploadsCleaner(uploads, directory));
  },
  { name: 'upload-protocol', dependencies: ['services', 'auth'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes uploads that have not moved for ABANDONED_UPLOAD_HOURS (the hourly housekeeping, and tests). */
    cleanUpAbandonedUploads: () => Promise<void>;
  }
}
