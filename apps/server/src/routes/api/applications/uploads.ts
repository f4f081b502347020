import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  APPLICANT_FIELD_KEYS,
  APPLICATION_MESSAGES as M,
  COMMON_MESSAGES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLOT_KEYS,
  IMAGE_MAX_BYTES_ADD,
  IMAGE_MAX_BYTES_EDIT,
  IMAGE_MAX_PIXELS,
  type DocumentSlotKey,
} from '@visadesk/contract';
import { HttpError } from '../../../lib/http-error.ts';
import { readMultipart, type MultipartBody, type UploadedFile } from '../../../lib/uploads.ts';
import { currentUser } from '../../../plugins/auth.ts';
import type { Actor } from '../../../services/applications.ts';
import { viewerOf } from './viewer.ts';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);
const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { ...viewerOf(request), id: user._id, name: user.name };
}

/** Runs `work` with the parsed multipart body and always removes what was left in temp files. */
export async function withMultipart<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  fileFields: readonly string[],
  work: (body: MultipartBody) => Promise<T>,
): Promise<T> {
  const body = await readMultipart(request, {
    textFields: APPLICANT_FIELD_KEYS,
    fileFields,
    tempDir: path.join(app.config.dataDir, 'tmp'),
  });
  try {
    return await work(body);
  } finally {
    await body.cleanup();
  }
}

/** A 400 carrying the first failed check as the message and every field's first message. */
export function fieldErrors(error: z.ZodError): HttpError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  return new HttpError(400, error.issues[0]?.message ?? M.addError, { errors });
}

function present(file: UploadedFile | undefined): file is UploadedFile {
  return file !== undefined && (file.size > 0 || file.truncated);
}

function refuse(field: string, message: string): never {
  throw new HttpError(400, message, { errors: { [field]: message } });
}

/** An image whose header promises more pixels than anyone needs is refused before it is ever decoded. */
export function refuseTooManyPixels(field: string, file: UploadedFile): void {
  if ((file.pixels ?? 0) > IMAGE_MAX_PIXELS) refuse(field, COMMON_MESSAGES.imageTooManyPixels);
}

export function requirePhotoForAdd(file: UploadedFile | undefined): UploadedFile {
  if (!present(file)) refuse('image', M.photoRequired);
  if (file.truncated || file.size > IMAGE_MAX_BYTES_ADD) refuse('image', M.imageTooLargeAdd);
  if (!PHOTO_TYPES.has(file.contentType ?? '')) refuse('image', M.invalidImageType);
  refuseTooManyPixels('image', file);
  return file;
}

export function optionalPhotoForEdit(file: UploadedFile | undefined): UploadedFile | undefined {
  if (!present(file)) return undefined;
  if (!PHOTO_TYPES.has(file.contentType ?? '')) refuse('image', M.invalidImageType);
  if (file.truncated || file.size > IMAGE_MAX_BYTES_EDIT) refuse('image', M.imageTooLargeEdit);
  refuseTooManyPixels('image', file);
  return file;
}

export function documentsFrom(files: Map<string, UploadedFile>): Map<DocumentSlotKey, UploadedFile> {
  const chosen = new Map<DocumentSlotKey, UploadedFile>();
  for (const slot of DOCUMENT_SLOT_KEYS) {
    const file = files.get(slot);
    if (!present(file)) continue;
    if (!DOCUMENT_TYPES.has(file.contentType ?? '')) refuse(slot, M.invalidDocumentType);
    if (file.truncated || file.size > DOCUMENT_MAX_BYTES) refuse(slot, M.documentTooLarge);
    refuseTooManyPixels(slot, file);
    chosen.set(slot, file);
  }
  if (chosen.size === 0) throw new HttpError(400, M.noDocuments);
  return chosen;
}
