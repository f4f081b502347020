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

/**
 * The staff desk's own catalogue (ADR 031), fetched by the desk's pages only. The desk is English
 * for now: the other languages' desk.po wait for their translators, and join this list then.
 */
export const DESK_LANGUAGE: Language = DEFAULT_LANGUAGE;
const DESK_CATALOGUES: Partial<Record<Language, () => Promise<{ messages: Messages }>>> = {
  en: () => import('../locales/en/desk.po'),
};

type Part = 'public' | 'desk';

/**
 * What an instance holds, kept on the instance itself: the provider hands components a new proxy of
 * it each time it changes, so a map keyed by the object would not know them for the same instance.
 */
const LOADED = Symbol('loadedCatalogues');
type Tracked = I18n & { [LOADED]?: Set<`${Part}:${Language}`> };
const loadedInto = (i18n: I18n) => ((i18n as Tracked)[LOADED] ??= new Set());

/**
 * Fetches one catalogue into the instance, once. Its messages are copied: `load` adds to what an
 * instance has, and must never add the desk's words to the module every render shares.
 */
async function load(i18n: I18n, language: Language, part: Part): Promise<void> {
  if (loadedInto(i18n).has(`${part}:${language}`)) return;
  const fetchCatalogue = part === 'desk' ? DESK_CATALOGUES[language] : CATALOGUES[language];
  if (!fetchCatalogue) throw new Error(`No ${part} catalogue for ${language}.`);
  const { messages } = await fetchCatalogue();
  loadedInto(i18n).add(`${part}:${language}`);
  i18n.load(language, { ...messages });
}

/** Fetches a language's catalogue into the instance, once. */
export const loadCatalogue = (i18n: I18n, language: Language): Promise<void> => load(i18n, language, 'public');

/** Whether the desk's words are in the instance (its pages show a loader until they are). */
export const hasDeskCatalogue = (i18n: I18n): boolean => loadedInto(i18n).has(`desk:${DESK_LANGUAGE}`);

/** Starts fetching the desk's catalogue beside a desk page's code (the router asks, having no instance). */
export const prefetchDeskCatalogue = async (): Promise<void> => void (await DESK_CATALOGUES[DESK_LANGUAGE]?.());

/** Fetches the desk's catalogue into the instance, once. */
export const loadDeskCatalogue = (i18n: I18n): Promise<void> => load(i18n, DESK_LANGUAGE, 'desk');

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
