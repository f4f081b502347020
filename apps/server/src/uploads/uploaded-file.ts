import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { newId } from '../lib/ids.ts';
import { headerPixels } from '../lib/images.ts';
import { PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import { sniffContentType, type SniffedType } from '../lib/sniff.ts';

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

/** Told each chunk's length as it arrives; an error it answers stops the upload. */
export type ByteCounter = (bytes: number) => Error | null;

/** A file's name as it is kept: a label only; control characters (NUL above all, which PostgreSQL text refuses) are dropped. */
export const keptFilename = (name: string) => [...path.basename(name || '')].filter((c) => c >= ' ' && c !== '\u007f').join('').slice(0, 200);

export function newUpload(part: MultipartFile, tempDir: string): UploadedFile {
  return {
    field: part.fieldname,
    filename: keptFilename(part.filename),
    tempPath: path.join(tempDir, `${newId()}.upload`),
    size: 0,
    sha256: '',
    contentType: null,
    pixels: null,
    truncated: false,
  };
}

/** Streams one file part to its temp file while measuring and hashing it; its type comes from its bytes. */
export async function receiveFile(part: MultipartFile, upload: UploadedFile, count: ByteCounter): Promise<void> {
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      const refused = count(chunk.length);
      if (refused) return done(refused);
      hash.update(chunk);
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  await pipeline(part.file, meter, createWriteStream(upload.tempPath, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  upload.size = size;
  upload.sha256 = hash.digest('hex');
  await typeFromBytes(upload, head);
  upload.truncated = part.file.truncated;
}

/** Its type from its first bytes, and an image's pixels from its header alone: one rule however a file arrives. */
async function typeFromBytes(upload: UploadedFile, head: Buffer): Promise<void> {
  upload.contentType = sniffContentType(head);
  if (upload.contentType?.startsWith('image/')) {
    upload.pixels = await headerPixels(upload.tempPath);
    // Right first bytes but a header no decoder reads (or one claiming beyond what decoders
    // support): not an image of that type, so every type check refuses it.
    if (upload.pixels === null) upload.contentType = null;
  }
}

/**
 * A file that arrived whole another way (a resumable upload, ADR 050), measured, hashed and typed
 * from its bytes exactly as a form's file part is, so the same rules check it.
 */
export async function arrivedFile(field: string, filename: string, tempPath: string): Promise<UploadedFile> {
  const upload: UploadedFile = { field, filename: keptFilename(filename), tempPath, size: 0, sha256: '', contentType: null, pixels: null, truncated: false };
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  for await (const chunk of createReadStream(tempPath) as AsyncIterable<Buffer>) {
    upload.size += chunk.length;
    hash.update(chunk);
    if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
  }
  upload.sha256 = hash.digest('hex');
  await typeFromBytes(upload, head);
  return upload;
}
