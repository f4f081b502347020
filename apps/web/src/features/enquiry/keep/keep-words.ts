import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@visadesk/contract';
import { templateOf } from '../../../i18n/island-words';

/** The words of "Keep this copy on this phone", in the page's language, written into the page at build time. */
export interface KeepWords {
  language: Language;
  keep: string;
  keepHint: string;
  keeping: string;
  /** `Kept on this phone until {date}.` */
  keptUntil: string;
  remove: string;
  removed: string;
  failed: string;
  /** Shown above a copy opened from this phone's storage (no status check this visit). */
  fromPhone: string;
}

export function keepWords(i18n: I18n): KeepWords {
  return {
    language: i18n.locale as Language,
    keep: i18n._(msg`Keep this copy on this phone`),
    keepHint: i18n._(msg`It stays on this phone only, locked with a key kept in this browser, for 30 days or until you remove it. Do not keep it on a shared computer.`),
    keeping: i18n._(msg`Keeping…`),
    keptUntil: templateOf(i18n, msg({ message: 'Kept on this phone until {date}.', comment: '{date} is a day, written in the page language.' }), ['date']),
    remove: i18n._(msg`Remove from this phone`),
    removed: i18n._(msg`Removed from this phone.`),
    failed: i18n._(msg`This phone could not keep the copy. Try again, or print it.`),
    fromPhone: i18n._(msg`This copy was kept on this phone. Check your status again when you are online to see any news.`),
  };
}
