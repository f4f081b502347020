import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_MESSAGES as M, AUTH_MESSAGES as A } from '@visadesk/contract';

/**
 * The spec's messages the public pages show, in the page's language (issue 16). Each descriptor's
 * English is the contract's message word for word (spec-messages.test.ts checks it), so English
 * pages read exactly as before; the server keeps answering in English, and the page translates
 * what it recognises.
 */
const SPEC_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [M.passport]: msg`Please enter a valid passport number.`,
  [M.currentNationality]: msg`Please enter a valid current nationality.`,
  [M.dob]: msg`Please enter a valid date of birth.`,
  [M.enquiryNotFound]: msg`No valid application found. Please check your input.`,
  [A.noResponse]: msg`No response from server. Please try again.`,
  [A.tooManyAttempts]: msg`Too many attempts. Please wait a few minutes and try again.`,
};

/** The descriptors, for the test that holds them to the contract's English. */
export const SPEC_MESSAGE_DESCRIPTORS = SPEC_MESSAGES;

/** A message as the page shows it: translated when it is one of the spec's, as it came otherwise. */
export function inPageLanguage(i18n: I18n, message: string): string {
  const descriptor = SPEC_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : message;
}
