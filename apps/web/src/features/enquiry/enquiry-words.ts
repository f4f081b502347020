import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { APPLICATION_MESSAGES, AUTH_MESSAGES, COMMON_MESSAGES, type Language } from '@visadesk/contract';
import { fieldLabel, inPageLanguage } from '../../i18n/contract-texts';
import type { EnquiryInput } from './api/find-applications';

/** What the enquiry may say after Submit: its checks' and the answers' messages (the contract's English). */
export const ENQUIRY_MESSAGES: readonly string[] = [
  APPLICATION_MESSAGES.passport,
  APPLICATION_MESSAGES.currentNationality,
  APPLICATION_MESSAGES.dob,
  APPLICATION_MESSAGES.enquiryNotFound,
  APPLICATION_MESSAGES.noApplicationData,
  AUTH_MESSAGES.noResponse,
  AUTH_MESSAGES.tooManyAttempts,
  COMMON_MESSAGES.internalError,
];

/**
 * Every word of the status enquiry's form in its language, written into the page at build time:
 * the form is an island hydrated without a catalogue (i18n/island-words.ts).
 */
export interface EnquiryWords {
  language: Language;
  labels: Record<keyof EnquiryInput, string>;
  hints: Record<keyof EnquiryInput, string>;
  submit: string;
  clear: string;
  /** ENQUIRY_MESSAGES in the page's language, by their English; another message is shown as it came. */
  messages: Record<string, string>;
  /** Said under "not found": what to check, and the lead of the agency's contacts. */
  notFoundCheck: string;
  notFoundContact: string;
}

export function enquiryWords(i18n: I18n): EnquiryWords {
  return {
    language: i18n.locale as Language,
    labels: { passport: i18n._(msg`Passport Number`), nationality: i18n._(msg`Nationality`), dateOfBirth: fieldLabel(i18n, 'dob') },
    hints: {
      passport: i18n._(msg`Exactly as printed on the photo page of your passport.`),
      nationality: i18n._(msg`For example: Nepali, Indian, Filipino.`),
      dateOfBirth: i18n._(msg`Day, month and year, for example 17-04-1992.`),
    },
    submit: i18n._(msg`Submit`),
    clear: i18n._(msg`Clear`),
    messages: Object.fromEntries(ENQUIRY_MESSAGES.map((message) => [message, inPageLanguage(i18n, message)])),
    notFoundCheck: i18n._(
      msg`Please check that the passport number is exactly as printed on the photo page of your passport, and that the date of birth is right.`,
    ),
    notFoundContact: i18n._(msg`Still not found? Contact us:`),
  };
}
