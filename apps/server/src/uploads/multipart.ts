import { mkdir, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import { containsNul } from '../lib/nul.ts';
import { PRIVATE_DIR_MODE } from '../lib/private-files.ts';
import { newUpload, receiveFile, type ByteCounter, type UploadedFile } from './uploaded-file.ts';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
  /** Removes every temp file not yet moved into storage. */
  cleanup(): Promise<void>;
}

export interface MultipartOptions {
  textFields: readonly string[];
  fileFields: readonly string[];
  tempDir: string;
  /** How often the request's temp files are marked fresh while it lasts (tests shorten it). */
  keepFreshMs?: number;
}

/** Where uploads wait, under DATA_DIR, until they are stored (the orphan clean-up empties it too). */
export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/** What the multipart parser (busboy) throws for a body that is not a whole, well-formed form. */
const MALFORMED_FORM = /^(Multipart: |Unexpected end of multipart data|\w+ terminated early|The needle cannot|Unsupported Content-Type)/;

function isMalformedForm(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && MALFORMED_FORM.test(error.message);
}

/**
 * The orphan clean-up removes temp files older than ten minutes. A slow upload on a poor line, or
 * a long one of twelve documents, can outlast that, so while its request lasts every temp file it
 * holds is marked fresh, once a minute.
 */
const KEEP_FRESH_MS = 60_000;

const tooLarge = () => new HttpError(413, COMMON_MESSAGES.payloadTooLarge);

/**
 * Counts a body's bytes as they arrive against the route's bound for the whole body: @fastify/multipart
 * bounds each part, not the body. A body that declares its length is refused before it is read.
 */
function bodyCounter(request: FastifyRequest): ByteCounter {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  // Parts that are not kept are bounded by the plugin's per-part limits and never stored.
  let received = 0;
  return (bytes) => {
    received += bytes;
    return received > limit ? tooLarge() : null;
  };
}

function keepFresh(files: Map<string, UploadedFile>, everyMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    const now = new Date();
    // A file already moved into storage is gone from here: nothing to mark.
    for (const file of files.values()) utimes(file.tempPath, now, now).catch(() => {});
  }, everyMs);
  timer.unref();
  return timer;
}

/**
 * Reads a multipart body, streaming each accepted file to a temp file while hashing it, so memory
 * stays bounded whatever the upload. Only the named text and file parts are kept: anything else,
 * and text parts with the value "undefined", is ignored (no mass assignment).
 */
export async function readMultipart(request: FastifyRequest, options: MultipartOptions): Promise<MultipartBody> {
  const textFields = new Set(options.textFields);
  const fileFields = new Set(options.fileFields);
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  let nulField: string | undefined;
  const countBytes = bodyCounter(request);
  await mkdir(options.tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const freshness = keepFresh(files, options.keepFreshMs ?? KEEP_FRESH_MS);
  const cleanup = async () => {
    clearInterval(freshness);
    await Promise.all([...files.values()].map((f) => rm(f.tempPath, { force: true })));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        // Counted, not refused here: the next file part's bytes are.
        countBytes(value.length);
        if (!textFields.has(part.fieldname) || value === 'undefined') continue;
        fields[part.fieldname] = value;
        if (containsNul(value)) nulField ??= part.fieldname;
      } else if (!fileFields.has(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume();
      } else {
        const upload = newUpload(part, options.tempDir);
        files.set(part.fieldname, upload);
        await receiveFile(part, upload, countBytes);
      }
    }
    if (nulField) {
      throw new HttpError(400, COMMON_MESSAGES.validationFailed, { errors: { [nulField]: COMMON_MESSAGES.validationFailed } });
    }
  } catch (error) {
    await cleanup();
    if (error instanceof HttpError) throw error;
    // The client's fault (a cut-short upload, a wrong or missing boundary), not a server failure.
    throw isMalformedForm(error) ? new HttpError(400, COMMON_MESSAGES.malformedUpload) : error;
  }
  return { fields, files, cleanup };
}

/** Runs `work` with the parsed body of a route's upload and always removes what is left in temp files. */
export async function withMultipart<T>(
  request: FastifyRequest,
  parts: Pick<MultipartOptions, 'textFields' | 'fileFields'>,
  work: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  const body = await readMultipart(request, { ...parts, tempDir: uploadTempDir(request.server.config.dataDir) });
  try {
    return await work(body);
  } finally {
    await body.cleanup();
  }
}
