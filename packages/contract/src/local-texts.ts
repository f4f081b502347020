/**
 * A text the agency writes in Settings (home page, next steps, document labels, slot labels), with a
 * version per language of the public site. English is always written; any other language may be
 * left out, and a page in that language then shows the English, marked as English. Its own module
 * without Zod, so the public pages can read texts cheaply; the schema that checks a save is in
 * settings.ts.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages.ts';

export type LocalText = { en: string } & { [L in Exclude<Language, 'en'>]?: string };

/** A text as one page shows it: its words, and the language they are in (`lang` for the element). */
export interface ShownText {
  text: string;
  lang: Language;
}

/** The version written for `language`, else the English (the version a page falls back to). */
export function textIn(text: LocalText, language: Language): ShownText {
  const own = text[language]?.trim();
  return own ? { text: own, lang: language } : { text: text.en, lang: DEFAULT_LANGUAGE };
}

export const isLocalText = (value: unknown): value is LocalText =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as LocalText).en === 'string' &&
  Object.entries(value).every(([key, version]) => !(LANGUAGE_CODES as readonly string[]).includes(key) || typeof version === 'string');

/** The same text for every version: `{name}` filled in, say. */
export function mapText(text: LocalText, change: (version: string) => string): LocalText {
  return Object.fromEntries(Object.entries(text).map(([language, version]) => [language, change(version as string)])) as LocalText;
}

/** Only the versions with words in them (what a save keeps): a blank version means "show the English". */
export function writtenVersions(text: LocalText): LocalText {
  return Object.fromEntries(
    Object.entries(text).filter(([language, version]) => language === DEFAULT_LANGUAGE || (typeof version === 'string' && version.trim() !== '')),
  ) as LocalText;
}

/** Every text in `value` (settings, or a part of them) with only its written versions. */
export function keepWrittenVersions<T>(value: T): T {
  if (isLocalText(value)) return writtenVersions(value) as T;
  if (Array.isArray(value)) return value.map(keepWrittenVersions) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, keepWrittenVersions(entry)])) as T;
  return value;
}

/**
 * Settings saved before texts had languages hold plain strings. Read against the defaults of the
 * same place, a plain string becomes a text: the shipped default in all its languages when it is
 * the default's English word for word (the owner saved the form without rewording it), else the
 * agency's own words as the English version. Lists are matched by position; a plain string in a
 * list of texts (document labels) also matches any default of that list. Nothing is dropped:
 * whatever is not a plain string is handed back as it was, for the schema to judge.
 */
export function upgradeTexts(stored: unknown, defaults: unknown): unknown {
  if (isLocalText(defaults)) {
    if (typeof stored !== 'string') return stored;
    return stored.trim() === defaults.en ? defaults : { en: stored };
  }
  if (Array.isArray(defaults)) {
    if (!Array.isArray(stored)) return stored;
    return stored.map((entry, index) => {
      const same = typeof entry === 'string' ? defaults.find((candidate) => isLocalText(candidate) && candidate.en === entry.trim()) : undefined;
      return same ?? upgradeTexts(entry, defaults[index] ?? defaults[0]);
    });
  }
  if (typeof defaults === 'object' && defaults !== null) {
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
    const template = defaults as Record<string, unknown>;
    return Object.fromEntries(Object.entries(stored).map(([key, entry]) => [key, key in template ? upgradeTexts(entry, template[key]) : entry]));
  }
  return stored;
}

/** A number as a language writes it in a label (`१` in Nepali, `১` in Bengali). */
export const numberIn = (language: Language, n: number) => new Intl.NumberFormat(language).format(n);
