import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@visadesk/contract';
import { templateOf } from '../../i18n/island-words';

/**
 * The top bar's and footer's words in the page's language. Both are islands of the home page,
 * hydrated without a catalogue, so the layout hands them their words as props (i18n/island-words.ts).
 */
export interface TopBarWords {
  language: Language;
  navigation: string;
  toggle: string;
  enquiry: string;
  /** The vacancies (`/jobs`, ADR 052). */
  jobs: string;
  signIn: string;
  languages: string;
}

export interface FooterWords {
  language: Language;
  navigation: string;
  phone: string;
  email: string;
  statusLink: string;
  staffSignIn: string;
  /** `{name} on {network}` */
  onNetwork: string;
  rights: string;
}

export function topBarWords(i18n: I18n): TopBarWords {
  return {
    language: i18n.locale as Language,
    navigation: i18n._(msg({ message: 'Main', comment: 'The name of the top navigation bar, for screen readers.' })),
    toggle: i18n._(msg`Toggle navigation`),
    enquiry: i18n._(msg`VISA ENQUIRY`),
    jobs: i18n._(msg`JOBS ABROAD`),
    signIn: i18n._(msg`SIGN IN`),
    languages: i18n._(msg({ message: 'Language', comment: 'The name of the list of languages in the top bar.' })),
  };
}

export function footerWords(i18n: I18n): FooterWords {
  return {
    language: i18n.locale as Language,
    navigation: i18n._(msg({ message: 'Footer', comment: "The name of the footer's links, for screen readers." })),
    phone: i18n._(msg`Phone:`),
    email: i18n._(msg`Email:`),
    statusLink: i18n._(msg`Check your application status`),
    staffSignIn: i18n._(msg`Staff sign in`),
    onNetwork: templateOf(i18n, msg({ message: '{name} on {network}', comment: 'A link to the consultancy\'s page on a social network: "Maple Route on Facebook".' }), ['name', 'network']),
    rights: i18n._(msg`All rights reserved.`),
  };
}
