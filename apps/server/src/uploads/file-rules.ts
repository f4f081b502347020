import { COMMON_MESSAGES, IMAGE_MAX_PIXELS } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import type { UploadedFile } from './uploaded-file.ts';

/** What one file field accepts, and the messages that say what it refused. */
export interface FileRule {
  /** Content types, decided from the bytes. */
  types: ReadonlySet<string>;
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
  /** The spec checks the size of some fields before their type and of others after it. */
  sizeFirst: boolean;
}

/** A field left empty by the browser arrives as a part of no bytes: it was not sent. */
export function isSent(file: UploadedFile | undefined): file is UploadedFile {
  return file !== undefined && (file.size > 0 || file.truncated);
}

export function refuse(field: string, message: string): never {
  throw new HttpError(400, message, { errors: { [field]: message } });
}

/**
 * Refuses a sent file of the wrong type or size, in the rule's order, and then any image whose
 * header promises more pixels than anyone needs (before it is ever decoded).
 */
export function checkFile(field: string, file: UploadedFile, rule: FileRule): UploadedFile {
  const refuseType = () => {
    if (!rule.types.has(file.contentType ?? '')) refuse(field, rule.wrongType);
  };
  if (!rule.sizeFirst) refuseType();
  if (file.truncated || file.size > rule.maxBytes) refuse(field, rule.tooLarge);
  if (rule.sizeFirst) refuseType();
  if ((file.pixels ?? 0) > IMAGE_MAX_PIXELS) refuse(field, COMMON_MESSAGES.imageTooManyPixels);
  return file;
}

/** A file the form must carry: `missing` when it was not sent, else the rule's checks. */
export function requiredFile(field: string, file: UploadedFile | undefined, rule: FileRule, missing: string): UploadedFile {
  if (!isSent(file)) refuse(field, missing);
  return checkFile(field, file, rule);
}

/** A file the form may carry: undefined when it was not sent, else the rule's checks. */
export function optionalFile(field: string, file: UploadedFile | undefined, rule: FileRule): UploadedFile | undefined {
  return isSent(file) ? checkFile(field, file, rule) : undefined;
}
