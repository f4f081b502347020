import {
  APPLICANT_SECTIONS,
  APPLICATION_MESSAGES as M,
  AUTH_MESSAGES as A,
  COMMON_MESSAGES as C,
  COPY_FIELDS,
  DOCUMENT_REQUEST_MESSAGES as R,
  fieldLabelId,
  messageIdOf,
  sectionLabelId,
  type ContractTextId,
} from '@visadesk/contract';

/** The id a page looks a sentence up by: the first of the contract's names for it (message-ids.ts). */
const idOf = (message: string): ContractTextId => {
  const id = messageIdOf(message);
  if (!id) throw new Error(`Not a text of the contract: ${message}`);
  return id;
};

/**
 * The contract's messages the applicant's upload page may show (features/upload/upload-words.ts):
 * the link's refusals, the upload protocol's, and the checks of a file's bytes.
 */
export const UPLOAD_PAGE_MESSAGES: readonly string[] = [
  R.linkInvalid, R.linkEnded, R.requestComplete, R.notAsked, R.alreadySent, R.uploadMetadata, R.uploadGone, R.tooManyUploads, R.uploadUnreadable,
  M.invalidDocumentType, M.documentTooLarge, C.imageTooManyPixels, A.noResponse, C.internalError,
];

/**
 * The contract's texts the public pages show (ADR 048), by id: the applicant copy's labels and
 * headings, the enquiry's, the sign-in pages' and the upload page's messages. `npm run i18n:extract`
 * puts these in each language's `messages.po` (lingui.config.ts reads this list), where the
 * translators keep them; every other text of the contract goes to the desk's catalogue
 * (config/desk-texts.ts). The messages are named by their English, so the id is the one a page
 * finds for it, whichever name it has; a sentence listed twice is kept once.
 */
export const PUBLIC_TEXT_IDS: readonly ContractTextId[] = [...new Set([
  ...COPY_FIELDS.map(fieldLabelId),
  ...APPLICANT_SECTIONS.map(sectionLabelId),
  ...[
    // The enquiry (its form's checks and answers).
    M.passport, M.currentNationality, M.dob, M.enquiryNotFound, M.noApplicationData, A.noResponse, C.internalError, A.tooManyAttempts,
    // Sign-in and registration (the staff's public pages).
    A.allFieldsRequired, A.invalidEmail, A.invalidCredentials, A.loginFailed, A.noToken, A.loginError, A.userExists, A.registrationError,
    A.passwordTooShort, A.passwordTooLong, A.awaitingApproval, A.registrationClosed, A.registered, A.unauthorized, A.sessionExpired,
    A.twoFactorCodeNeeded, A.twoFactorCodeIncorrect, A.passwordResetDone,
    // Every new password (registration too) is checked against the common ones; the login page greets an accepted invitation.
    A.passwordTooCommon, A.invitationAccepted,
    ...UPLOAD_PAGE_MESSAGES,
  ].map(idOf),
])];
