/**
 * What asking for documents by link, the applicant's upload page and the review of what arrives
 * say, word for word (ADR 050). Its own module without Zod, like stage-messages.ts: the catalogues'
 * ids (message-ids.ts) read it on every page.
 */
export const DOCUMENT_REQUEST_MESSAGES = {
  ask: 'Please choose at least one document to ask for: a document slot (file1 to file12) or a label of the extra-documents checklist.',
  askSlot: (slot: string) => `“${slot}” is not one of the twelve document slots (file1 to file12).`,
  askExtra: (label: string) => `“${label}” is not a label of the extra-documents checklist.`,
  askTooMany: 'Please ask for at most 32 documents at once.',
  askMessage: 'Please keep the message to 500 characters or fewer.',
  askDays: 'Please give the days the link works: a whole number from 1 to 30.',
  requestNotFound: 'Document request not found.',
  requestRevoked: 'The link is revoked: it no longer works.',
  requestAlreadyEnded: 'This request has already ended: nothing to revoke.',
  uploadNotFound: 'That received document was not found.',
  notToReview: 'That document is not waiting for review.',
  replaceSlot: 'This slot already holds a file: confirm to replace it.',
  refuseReason: 'Please give the reason for refusing: 1 to 500 characters.',
  accepted: 'Document accepted.',
  refused: 'Document refused: the applicant is asked by email to send it again.',
  // What the applicant's page and the upload protocol answer: in the page's language on the page.
  linkInvalid: 'This link is not valid. Please open the link the agency sent you, exactly as it was sent.',
  linkEnded: 'This link has expired or was cancelled by the agency. Please ask the agency for a new link.',
  requestComplete: 'Everything asked for has been sent. Thank you: the agency will look at it.',
  notAsked: 'This document was not asked for on this link.',
  alreadySent: 'This document has already been sent. The agency will look at it.',
  uploadMetadata: 'Please send the file with its name and type, and which document it is.',
  uploadGone: 'This upload is no longer kept: please choose the file again.',
  tooManyUploads: 'Too many uploads from here. Please wait a few minutes and try again.',
  tusOnly: 'This address takes resumable uploads only (tus 1.0.0: send Tus-Resumable: 1.0.0).',
  uploadUnreadable: 'This upload could not be read: please choose the file again.',
} as const;
