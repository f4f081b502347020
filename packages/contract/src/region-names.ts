import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/**
 * A country by its everyday name in a page's language (Intl: अमेरिका, یو کے, Royaume-Uni), for the
 * home page's destination flags. English pages keep the name the site gives (`english`),
 * and so does anything that is not a two-letter code (a prerendered page's slot) or a language the
 * runtime cannot name it in.
 */
export function regionName(code: string, language: Language, english: string): string {
  if (language === DEFAULT_LANGUAGE || !/^[a-z]{2}$/i.test(code)) return english;
  try {
    // Short names are the everyday ones in South Asian languages (अमेरिका, not संयुक्त राज्य); in
    // French they are abbreviations (R.-U.), so French takes the full name.
    const style = language === 'fr' ? 'long' : 'short';
    return new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' }).of(code.toUpperCase()) ?? english;
  } catch {
    return english;
  }
}
