import {
  APPLICANT_SECTIONS,
  APPLICATION_MESSAGES as M,
  AUTH_MESSAGES as A,
  COMMON_MESSAGES as C,
  COPY_FIELDS,
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
 * The contract's texts the public pages show (ADR 048), by id: the applicant copy's labels and
 * headings, the enquiry's and the sign-in pages' messages. `npm run i18n:extract` puts these in each
 * language's `messages.po` (lingui.config.ts reads this list), where the translators keep them; every
 * other text of the contract goes to the desk's catalogue (config/desk-texts.ts). The messages are
 * named by their English, so the id is the one a page finds for it, whichever name it has.
 */
export const PUBLIC_TEXT_IDS: readonly ContractTextId[] = [
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
  ].map(idOf),
];
