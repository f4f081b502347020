import type { FastifyRequest } from 'fastify';
import {
  APPLICANT_FIELD_KEYS,
  APPLICATION_MESSAGES as M,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SLOT_KEYS,
  EXTRA_DOCUMENT_FILE_FIELD,
  IMAGE_MAX_BYTES_ADD,
  IMAGE_MAX_BYTES_EDIT,
  type DocumentSlotKey,
} from '@visadesk/contract';
import { HttpError } from '../../http/http-error.ts';
import { checkFile, optionalFile, requiredFile, type FileRule } from '../../uploads/file-rules.ts';
import { withMultipart, type MultipartBody } from '../../uploads/multipart.ts';
import type { UploadedFile } from '../../uploads/uploaded-file.ts';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png']);

/** The spec checks a new application's photo for size first, an edited one's for type first. */
const PHOTO_ADD: FileRule = {
  types: PHOTO_TYPES, maxBytes: IMAGE_MAX_BYTES_ADD, wrongType: M.invalidImageType, tooLarge: M.imageTooLargeAdd, sizeFirst: true,
};
const PHOTO_EDIT: FileRule = {
  types: PHOTO_TYPES, maxBytes: IMAGE_MAX_BYTES_EDIT, wrongType: M.invalidImageType, tooLarge: M.imageTooLargeEdit, sizeFirst: false,
};
const DOCUMENT: FileRule = {
  types: new Set(['image/jpeg', 'image/png', 'application/pdf']),
  maxBytes: DOCUMENT_MAX_BYTES, wrongType: M.invalidDocumentType, tooLarge: M.documentTooLarge, sizeFirst: false,
};

export function requirePhotoForAdd(file: UploadedFile | undefined): UploadedFile {
  return requiredFile('image', file, PHOTO_ADD, M.photoRequired);
}

export function optionalPhotoForEdit(file: UploadedFile | undefined): UploadedFile | undefined {
  return optionalFile('image', file, PHOTO_EDIT);
}

/** The document slots the form filled, each checked; at least one. */
export function documentsFrom(files: Map<string, UploadedFile>): Map<DocumentSlotKey, UploadedFile> {
  const chosen = new Map<DocumentSlotKey, UploadedFile>();
  for (const slot of DOCUMENT_SLOT_KEYS) {
    const file = optionalFile(slot, files.get(slot), DOCUMENT);
    if (file) chosen.set(slot, file);
  }
  if (chosen.size === 0) throw new HttpError(400, M.noDocuments);
  return chosen;
}

/** A document sent by link (ADR 050), checked by the slots' rule like one sent in a form. */
export function checkDocument(field: string, file: UploadedFile): UploadedFile {
  return checkFile(field, file, DOCUMENT);
}

/** The one file of an extra document, checked by the slots' rule (type and size). */
export function extraDocumentFrom(files: Map<string, UploadedFile>): UploadedFile {
  return requiredFile(EXTRA_DOCUMENT_FILE_FIELD, files.get(EXTRA_DOCUMENT_FILE_FIELD), DOCUMENT, M.extraDocumentFile);
}

/** An application's form: its text fields (whatever the route reads of them) and the named files. */
export function applicationForm<T>(request: FastifyRequest, fileFields: readonly string[], work: (body: MultipartBody) => Promise<T>): Promise<T> {
  return withMultipart(request, { textFields: APPLICANT_FIELD_KEYS, fileFields }, work);
}
