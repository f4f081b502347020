import { chmod, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ABANDONED_UPLOAD_HOURS,
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
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { addressKey } from '../security/client-address.ts';
import { checkDocument } from '../applications/routes/upload-rules.ts';
import { arrivedFile } from '../uploads/uploaded-file.ts';
import type { RateLimitRule } from '../config/config.ts';
import { LinkUploads } from './link-uploads.ts';
import { answerFromTus, webRequestOf } from './tus-bridge.ts';

/** Where the bytes of uploads in progress wait: the server user's alone, beside the stored files. */
export const uploadsInProgressDir = (dataDir: string) => path.join(dataDir, 'uploads-in-progress');

/**
 * The tus store on disk, each upload's two files (its bytes, and its `.json` record) private to the
 * server's user whatever the umask: they are applicants' passports, half sent.
 */
class PrivateFileStore extends FileStore {
  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    const bytes = path.join(this.directory, upload.id);
    await Promise.all([chmod(bytes, PRIVATE_FILE_MODE), chmod(`${bytes}.json`, PRIVATE_FILE_MODE)]);
    return created;
  }
}

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

/** The files of uploads in progress, by id: each one's bytes and its record. */
function bytesRemover(directory: string) {
  return async (ids: string[]) => {
    for (const id of ids) {
      await rm(path.join(directory, id), { force: true });
      await rm(path.join(directory, `${id}.json`), { force: true });
    }
  };
}

/**
 * A finished upload through the one upload pipeline (size, type from the bytes, image bounds): into
 * the stored files to wait for review, or refused with the reason both sides then see.
 */
async function storeFinished(app: FastifyInstance, uploads: LinkUploads, directory: string, upload: Upload): Promise<Record<string, never>> {
  const bytes = path.join(directory, upload.id);
  const { slot } = askedOf(upload.metadata);
  const arrived = await arrivedFile(slot || 'document', upload.metadata?.[UPLOAD_METADATA.filename] ?? '', bytes);
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
  try {
    await uploads.received(upload.id, stored.id);
  } catch (error) {
    await app.files.remove([stored.id]);
    throw error;
  }
  return {};
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
      await uploads.continueUpload(token, uploadId, request.method === 'PATCH');
      // The applicant cancels an upload (termination): its row goes before tus answers, its bytes with tus.
      if (request.method === 'DELETE') await uploads.cancelUpload(uploadId);
    },
    async onUploadCreate(request, upload) {
      if (upload.size === undefined) throw new HttpError(400, M.uploadMetadata);
      const filename = upload.metadata?.[UPLOAD_METADATA.filename] ?? '';
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
      return undefined;
    },
  });
}

/**
 * Uploads that stopped moving ABANDONED_UPLOAD_HOURS ago: their rows (the document is asked again)
 * and their bytes, and any bytes the store holds without a row (the request or application is gone).
 */
function abandonedUploadsCleaner(uploads: LinkUploads, directory: string) {
  const removeBytes = bytesRemover(directory);
  return async () => {
    const cutoff = Date.now() - ABANDONED_UPLOAD_HOURS * 3_600_000;
    await removeBytes(await uploads.removeAbandoned(new Date(cutoff)));
    const names = (await readdir(directory)).filter((name) => /^[0-9a-f]{24}$/.test(name));
    const alive = await uploads.receivingIds(names);
    for (const name of names) {
      const info = await stat(path.join(directory, name)).catch(() => null);
      if (!alive.has(name) && info && info.mtimeMs < cutoff) await removeBytes([name]);
    }
  };
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

    const limit = async (request: FastifyRequest, token: string | undefined) => {
      const limits = app.config.rateLimits;
      const checks: [string, RateLimitRule][] = [[`uploads:address:${addressKey(request.ip)}`, limits.uploadsPerAddress]];
      if (token) checks.push([`uploads:token:${token}`, limits.uploadsPerToken]);
      for (const [key, rule] of checks) {
        const hit = await app.rateLimiter.hit(key, rule);
        if (!hit.allowed) throw new HttpError(429, M.tooManyUploads, { headers: { 'retry-after': String(hit.retryAfterSeconds) } });
      }
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
