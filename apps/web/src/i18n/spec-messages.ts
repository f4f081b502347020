import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_MESSAGES as M, AUTH_MESSAGES as A, COMMON_MESSAGES as C } from '@visadesk/contract';

/**
 * The spec's messages the public pages show, in the page's language. Each descriptor's
 * English is the contract's message word for word (spec-messages.test.ts checks it), so English
 * pages read exactly as before; the server keeps answering in English, and the page translates
 * what it recognises.
 */
const SPEC_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [M.passport]: msg`Please enter a valid passport number.`,
  [M.currentNationality]: msg`Please enter a valid current nationality.`,
  [M.dob]: msg`Please enter a valid date of birth.`,
  [M.enquiryNotFound]: msg`No valid application found. Please check your input.`,
  [M.noApplicationData]: msg`No application data found.`,
  [A.noResponse]: msg`No response from server. Please try again.`,
  [C.internalError]: msg`Something went wrong on our side. Please try again.`,
  [A.tooManyAttempts]: msg`Too many attempts. Please wait a few minutes and try again.`,
  // Sign-in and registration (the staff's public pages).
  [A.allFieldsRequired]: msg`All fields are required`,
  [A.invalidEmail]: msg`Please enter a valid email address.`,
  [A.invalidCredentials]: msg`Invalid email or password.`,
  [A.loginFailed]: msg`Login failed. Please check your credentials.`,
  [A.noToken]: msg`Login failed. No token received.`,
  [A.loginError]: msg`An error occurred during login. Please try again.`,
  [A.userExists]: msg`Error: User all ready exists. Please sign in.`,
  [A.registrationError]: msg`An error occurred during registration. Please try again.`,
  [A.passwordTooShort]: msg`Password must be at least 8 characters long.`,
  [A.passwordTooLong]: msg`Password must be at most 128 characters long.`,
  [A.awaitingApproval]: msg`Your account is awaiting approval by the super admin.`,
  [A.registrationClosed]: msg`Registration is closed.`,
  [A.registered]: msg`Registration received. You can sign in once the super admin approves your account.`,
  [A.unauthorized]: msg`Please sign in to continue.`,
  [A.sessionExpired]: msg`Your session has expired. Please sign in again.`,
  [A.twoFactorCodeNeeded]: msg`Enter the 6-digit code from your authenticator app.`,
  [A.twoFactorCodeIncorrect]: msg`That code is not valid. Enter the current code from your authenticator app, or an unused recovery code.`,
  [A.passwordResetDone]: msg`Your password is changed. Sign in with the new one.`,
  // Every new password (registration too) is checked against the common ones; the login page greets an accepted invitation.
  [A.passwordTooCommon]: msg`This password is too easy to guess: it is a common or breached password, or one built from a common word or name with a few digits or symbols. Choose a longer one, such as three or four unrelated words.`,
  [A.invitationAccepted]: msg`Your password is set. Sign in with your email and the new password.`,
};

/** The descriptors, for the test that holds them to the contract's English. */
export const SPEC_MESSAGE_DESCRIPTORS = SPEC_MESSAGES;

const known = new Map(Object.entries(SPEC_MESSAGES));

/**
 * More messages of the contract the page knows: the desk's (config/desk-messages.ts), added when the
 * desk's code loads (ADR 031), so the public pages never carry them.
 */
export function knowMessages(more: Readonly<Record<string, MessageDescriptor>>): void {
  for (const [message, descriptor] of Object.entries(more)) if (!known.has(message)) known.set(message, descriptor);
}

/**
 * A message as the page shows it: translated when it is one of the contract's it knows and the
 * page's catalogue holds it, as it came otherwise. A public page after a visit to the desk knows the
 * desk's messages but has not their words in its language; in production its descriptor is an id only.
 */
export function inPageLanguage(i18n: I18n, message: string): string {
  const descriptor = known.get(message);
  return descriptor?.id !== undefined && i18n.messages[descriptor.id] !== undefined ? i18n._(descriptor) : message;
}
