/**
 * The languages of the public site and the applicant's email (ADR 027). English is the
 * default and lives at the spec's paths; every other language under its code (`/hi/`, `/hi/enquiry`).
 */
/*
 * Each language names itself, and offers a page in itself to a visitor whose browser prefers it
 * (`offer`, `close`): words for someone who cannot read the page they are on, so they are written
 * here in their own language, not in the page's catalogue (docs/translations.md).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', offer: 'Read this page in English', close: 'Close' },
  { code: 'fr', name: 'Français', dir: 'ltr', offer: 'Lire cette page en français', close: 'Fermer' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', offer: 'यह पेज हिन्दी में पढ़ें', close: 'बंद करें' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr', offer: 'এই পেজটি বাংলায় পড়ুন', close: 'বন্ধ করুন' },
  { code: 'ne', name: 'नेपाली', dir: 'ltr', offer: 'यो पेज नेपालीमा पढ्नुहोस्', close: 'बन्द गर्नुहोस्' },
  { code: 'ur', name: 'اردو', dir: 'rtl', offer: 'یہ صفحہ اردو میں پڑھیں', close: 'بند کریں' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type TextDirection = (typeof LANGUAGES)[number]['dir'];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES: readonly Language[] = /* @__PURE__ */ LANGUAGES.map((language) => language.code);

/** The catalogues' languages, as both Lingui configurations (web and email) name them: English the source, and where a text is missing. */
export const CATALOGUE_LANGUAGES = { sourceLocale: 'en', locales: [...LANGUAGE_CODES], fallbackLocales: { default: 'en' } } as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function directionOf(language: Language): TextDirection {
  return LANGUAGES.find((candidate) => candidate.code === language)?.dir ?? 'ltr';
}

/** `/enquiry` in Hindi is `/hi/enquiry`, the home page `/hi/`; English keeps the path as it is. */
export function localisedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The language a path is in and the path without its prefix: `/ur/view-one` → `ur`, `/view-one`. */
export function languageOfPath(path: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  const code = match?.[1];
  if (!match || !isLanguage(code) || code === DEFAULT_LANGUAGE) return { language: DEFAULT_LANGUAGE, path };
  return { language: code, path: match[2] ?? '/' };
}
