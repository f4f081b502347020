import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '@visadesk/contract';
import { messages as bn } from '../locales/bn/messages.ts';
import { messages as en } from '../locales/en/messages.ts';
import { messages as fr } from '../locales/fr/messages.ts';
import { messages as hi } from '../locales/hi/messages.ts';
import { messages as ne } from '../locales/ne/messages.ts';
import { messages as ur } from '../locales/ur/messages.ts';

/**
 * The applicant's email in each language (ADR 029): the catalogues `npm run i18n:compile -w
 * @visadesk/server` writes from src/locales/<language>/messages.po. Compiled, they need no message
 * parser at run time; a message a catalogue lacks is written in English (lingui compile fills it in).
 */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, fr, hi, bn, ne, ur };

const instances = new Map<Language, I18n>();

/** One Lingui instance per language, made when first needed: never the global `i18n`, whose locale is shared. */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: CATALOGUES[language] } });
    instances.set(language, i18n);
  }
  return i18n;
}
