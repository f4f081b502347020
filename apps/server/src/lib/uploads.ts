import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from './http-error.ts';
import { newId } from './ids.ts';
import { containsNul } from './nul.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
import { headerPixels } from './images.ts';
import { sniffContentType, type SniffedType } from './sniff.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  tempPath: string;
  size: number;
  sha256: string;
  contentType: SniffedType | null;
  /** An image's width x height (x frames), read from its header alone; null for other files. */
  pixels: number | null;
  /** The part was longer than the upload limit; the temp file holds only its start. */
  truncated: boolean;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
  /** Removes every temp file not yet moved into storage. */
  cleanup(): Promise<void>;
}

/** What the multipart parser (busboy) throws for a body that is not a whole, well-formed form. */
const MALFORMED_FORM = /^(Multipart: |Unexpected end of multipart data|\w+ terminated early|The needle cannot|Unsupported Content-Type)/;

function isMalformedForm(error: unknown): boolean {
  return error instanceof Error && !('statusCode' in error) && MALFORMED_FORM.test(error.message);
}

export interface MultipartOptions {
  textFields: readonly string[];
  fileFields: readonly string[];
  tempDir: string;
  /** How often the request's temp files are marked fresh while it lasts (tests shorten it). */
  keepFreshMs?: number;
}

/**
 * The orphan clean-up removes temp files older than ten minutes. A slow upload on a poor line, or
 * a long one of twelve documents, can outlast that, so while its request lasts every temp file it
 * holds is marked fresh, once a minute.
 */
const KEEP_FRESH_MS = 60_000;

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
  // @fastify/multipart bounds each part, not the whole body: the route's bodyLimit is ours to keep.
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const tooLarge = () => new HttpError(413, COMMON_MESSAGES.payloadTooLarge);
  if (Number(request.headers['content-length'] ?? 0) > limit) throw tooLarge();
  // Bodies without a length are counted as they arrive (parts that are not kept are bounded by
  // the plugin's per-part limits and never stored).
  let received = 0;
  await mkdir(options.tempDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const keepFresh = setInterval(() => {
    const now = new Date();
    // A file already moved into storage is gone from here: nothing to mark.
    for (const file of files.values()) utimes(file.tempPath, now, now).catch(() => {});
  }, options.keepFreshMs ?? KEEP_FRESH_MS);
  keepFresh.unref();
  const cleanup = async () => {
    clearInterval(keepFresh);
    await Promise.all([...files.values()].map((f) => rm(f.tempPath, { force: true })));
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : '';
        received += value.length;
        if (!textFields.has(part.fieldname) || value === 'undefined') continue;
        fields[part.fieldname] = value;
        if (containsNul(value)) nulField ??= part.fieldname;
        continue;
      }
      if (!fileFields.has(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const tempPath = path.join(options.tempDir, `${newId()}.upload`);
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          received += chunk.length;
          if (received > limit) return done(tooLarge());
          hash.update(chunk);
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
          done(null, chunk);
        },
      });
      const upload: UploadedFile = {
        field: part.fieldname,
        // A label only; control characters (NUL above all, which PostgreSQL text refuses) are dropped.
        filename: [...path.basename(part.filename || '')].filter((c) => c >= ' ' && c !== '\u007f').join('').slice(0, 200),
        tempPath,
        size: 0,
        sha256: '',
        contentType: null,
        pixels: null,
        truncated: false,
      };
      files.set(part.fieldname, upload);
      await pipeline(part.file, meter, createWriteStream(tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
      upload.size = size;
      upload.sha256 = hash.digest('hex');
      upload.contentType = sniffContentType(head);
      if (upload.contentType?.startsWith('image/')) {
        upload.pixels = await headerPixels(tempPath);
        // Right first bytes but a header no decoder reads (or one claiming beyond what decoders
        // support): not an image of that type, so every type check refuses it.
        if (upload.pixels === null) upload.contentType = null;
      }
      upload.truncated = part.file.truncated;
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
