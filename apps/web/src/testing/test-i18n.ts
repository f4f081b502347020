import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import type { Language } from '@visadesk/contract';
import { messages as desk } from '../locales/en/desk.po';
import { messages as bn } from '../locales/bn/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as fr } from '../locales/fr/messages.po';
import { messages as hi } from '../locales/hi/messages.po';
import { messages as ne } from '../locales/ne/messages.po';
import { messages as ur } from '../locales/ur/messages.po';

const CATALOGUES = { en, fr, hi, bn, ne, ur };

/**
 * A Lingui instance in `language`, ready at once (the app fetches its catalogue; tests have them
 * all). English has the staff desk's words too (ADR 031), as a desk page has them.
 */
export function testI18n(language: Language = 'en'): I18n {
  const i18n = setupI18n();
  i18n.load(language, { ...CATALOGUES[language], ...(language === 'en' ? desk : {}) });
  i18n.activate(language);
  return i18n;
}

const english = testI18n('en');

/** A message of the catalogues as an English page shows it. */
export const inEnglish = (descriptor: MessageDescriptor): string => english._(descriptor);
