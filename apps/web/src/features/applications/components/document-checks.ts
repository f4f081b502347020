import { APPLICATION_MESSAGES, DOCUMENT_MAX_BYTES } from '@visadesk/contract';

const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf']);

/** The server decides from the bytes; this only spares a slow upload that would be refused. */
export function documentError(file: File): string | null {
  const typeKnown = DOCUMENT_TYPES.has(file.type) || (file.type === '' && /\.(jpe?g|png|pdf)$/i.test(file.name));
  if (!typeKnown) return APPLICATION_MESSAGES.invalidDocumentType;
  return file.size > DOCUMENT_MAX_BYTES ? APPLICATION_MESSAGES.documentTooLarge : null;
}
