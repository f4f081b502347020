/**
 * The languages of the public site and the applicant's email (issue 16, ADR 027). English is the
 * default and lives at the spec's paths; every other language under its code (`/hi/`, `/hi/enquiry`).
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'ne', name: 'नेपाली', dir: 'ltr' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export type TextDirection = (typeof LANGUAGES)[number]['dir'];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_CODES: readonly Language[] = /* @__PURE__ */ LANGUAGES.map((language) => language.code);

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
