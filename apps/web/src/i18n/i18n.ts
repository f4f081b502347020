import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, type Language } from '@visadesk/contract';

/**
 * The message catalogues (ADR 027), one chunk per language: a visitor downloads only theirs. Each
 * is the `.po` file the Lingui Vite plugin compiles at build time, so no message parser is shipped.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
  hi: () => import('../locales/hi/messages.po'),
  bn: () => import('../locales/bn/messages.po'),
  ne: () => import('../locales/ne/messages.po'),
  ur: () => import('../locales/ur/messages.po'),
};

const loaded = new WeakMap<I18n, Set<Language>>();

/** Fetches a language's catalogue into the instance, once. */
export async function loadCatalogue(i18n: I18n, language: Language): Promise<void> {
  const languages = loaded.get(i18n) ?? new Set<Language>();
  if (languages.has(language)) return;
  const { messages } = await CATALOGUES[language]();
  i18n.load(language, messages);
  loaded.set(i18n, languages.add(language));
}

/** Fetches a language's catalogue once and makes it the instance's language. */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  await loadCatalogue(i18n, language);
  i18n.activate(language);
}

/**
 * An instance of its own for each render (the server renders pages in several languages, never
 * through a shared global), with `language`'s catalogue loaded.
 */
export async function createI18n(language: Language = DEFAULT_LANGUAGE): Promise<I18n> {
  const i18n = setupI18n();
  await activateLanguage(i18n, language);
  return i18n;
}
