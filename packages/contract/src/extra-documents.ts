import { z } from 'zod';
import { answerCount, answerObject, answerText } from './answers.ts';
import { IdSchema } from './ids.ts';
import { COMMON_MESSAGES } from './messages.ts';

/** A document beyond the twelve slots, as staff see it: labelled from the Settings checklist. */
export const ExtraDocumentSchema = answerObject({
  _id: answerText(),
  label: answerText(),
  url: answerText(),
  contentType: answerText(),
  size: answerCount(),
  uploadedAt: answerText(),
});
export type ExtraDocument = z.infer<typeof ExtraDocumentSchema>;

/** An extra document as the applicant copy shows it: its label, its link and whether it is a picture or a PDF. */
export const ApplicantExtraDocumentSchema = ExtraDocumentSchema.pick({ label: true, url: true, contentType: true });
export type ApplicantExtraDocument = z.infer<typeof ApplicantExtraDocumentSchema>;

/** `deleteExtraDocument/{id}/{documentId}`: the application and one of its extra documents. */
export const ExtraDocumentParamsSchema = z.object({ id: IdSchema, documentId: IdSchema }, { error: COMMON_MESSAGES.invalidId });

/** The multipart field the file of an extra document comes in. */
export const EXTRA_DOCUMENT_FILE_FIELD = 'document';
