import { APPLICANT_FIELD_ORDER, APPLICANT_SECTIONS, COPY_FIELDS, fieldLabelId, sectionLabelId, type ContractTextId } from '@visadesk/contract';

/**
 * The contract's texts the public pages show (ADR 048), by id: the applicant copy's labels and
 * headings, the enquiry's and the sign-in pages' messages. `npm run i18n:extract` puts these in each
 * language's `messages.po` (lingui.config.ts reads this list), where the translators keep them; every
 * other text of the contract goes to the desk's catalogue (config/desk-texts.ts).
 */
export const PUBLIC_TEXT_IDS: readonly ContractTextId[] = [
  ...COPY_FIELDS.filter((key) => APPLICANT_FIELD_ORDER.includes(key)).map(fieldLabelId),
  ...APPLICANT_SECTIONS.map(sectionLabelId),
  // The enquiry (its form's checks and answers).
  'application.passport',
  'application.currentNationality',
  'application.dob',
  'application.enquiryNotFound',
  'application.noApplicationData',
  'auth.noResponse',
  'common.internalError',
  'auth.tooManyAttempts',
  // Sign-in and registration (the staff's public pages).
  'auth.allFieldsRequired',
  'application.invalidEmail',
  'auth.invalidCredentials',
  'auth.loginFailed',
  'auth.noToken',
  'auth.loginError',
  'auth.userExists',
  'auth.registrationError',
  'auth.passwordTooShort',
  'auth.passwordTooLong',
  'auth.awaitingApproval',
  'auth.registrationClosed',
  'auth.registered',
  'auth.unauthorized',
  'auth.sessionExpired',
  'auth.twoFactorCodeNeeded',
  'auth.twoFactorCodeIncorrect',
  'auth.passwordResetDone',
  // Every new password (registration too) is checked against the common ones; the login page greets an accepted invitation.
  'auth.passwordTooCommon',
  'auth.invitationAccepted',
];
