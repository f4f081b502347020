import { APPLICATION_MESSAGES, DOCUMENT_MAX_BYTES, DOCUMENT_SLOT_KEYS, DOCUMENT_SLOTS, type DocumentSlotKey } from '@visadesk/contract';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';

const DOCUMENT_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'application/pdf']);

/** The server decides from the bytes; this only spares a slow upload that would be refused. */
export function documentError(file: File): string | null {
  const typeKnown = DOCUMENT_TYPES.has(file.type) || (file.type === '' && /\.(jpe?g|png|pdf)$/i.test(file.name));
  if (!typeKnown) return APPLICATION_MESSAGES.invalidDocumentType;
  return file.size > DOCUMENT_MAX_BYTES ? APPLICATION_MESSAGES.documentTooLarge : null;
}

const ChosenDocument = z.instanceof(File).superRefine((file, context) => {
  const error = documentError(file);
  if (error) context.addIssue({ code: 'custom', message: error });
});

/** The files chosen on the documents form, one per slot; at least one, each of a kind the server takes. */
export const DocumentChoiceSchema = z
  .partialRecord(z.enum(DOCUMENT_SLOT_KEYS), ChosenDocument.optional())
  .refine((chosen) => Object.values(chosen).some(Boolean), { path: ['root'], message: APPLICATION_MESSAGES.noDocuments });

export type DocumentChoice = Partial<Record<DocumentSlotKey, File>>;

/** What stops the upload, in the slots' order: a refused file, else that nothing was chosen. */
export function documentChoiceProblem(errors: FieldErrors<DocumentChoice>): string | undefined {
  const slotError = DOCUMENT_SLOTS.map((slot) => errors[slot.key]?.message).find(Boolean);
  return slotError ?? errors.root?.message;
}
