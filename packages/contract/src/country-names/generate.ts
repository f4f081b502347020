import bengali from 'i18n-iso-countries/langs/bn.json' with { type: 'json' };
import french from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import hindi from 'i18n-iso-countries/langs/hi.json' with { type: 'json' };
import urdu from 'i18n-iso-countries/langs/ur.json' with { type: 'json' };
import { COUNTRIES, countryKey, FIRST_COUNTRY_CODES } from '../countries.ts';
import type { Language } from '../languages.ts';

/** The site's languages other than English, whose country names are kept in this folder. */
export const NAMED_LANGUAGES = ['fr', 'hi', 'bn', 'ne', 'ur'] as const satisfies readonly Exclude<Language, 'en'>[];
export type NamedLanguage = (typeof NAMED_LANGUAGES)[number];

/** Each country's name as the picker offers it, the six first, then the rest in the language's order. */
export type PickerNames = Record<string, string>;
/** Further spellings of a country's name the lookup recognises (CLDR's other style, i18n-iso-countries'). */
export type MoreNames = Record<NamedLanguage, Record<string, string[]>>;

const PACKAGE_NAMES: Partial<Record<NamedLanguage, { countries: Record<string, string | string[]> }>> = {
  fr: french, hi: hindi, bn: bengali, ur: urdu,
};

/**
 * The names CLDR gives, through this Node's ICU (`Intl.DisplayNames`): short (everyday) names in
 * the South Asian languages (अमेरिका), long ones in French (short ones there are abbreviations,
 * "R.-U."), as regionName() shows the home page's destinations.
 */
function cldrNames(language: NamedLanguage, code: string): string[] {
  const of = (style: 'long' | 'short') =>
    new Intl.DisplayNames([language], { type: 'region', style, fallback: 'none' }).of(code);
  const [first, second] = language === 'fr' ? [of('long'), of('short')] : [of('short'), of('long')];
  if (!first || first === code) throw new Error(`This Node's ICU has no ${language} name for ${code}: run it on Node 24 with full ICU.`);
  return [first, ...(second && second !== code ? [second] : [])];
}

const packageNames = (language: NamedLanguage, code: string): string[] => {
  const names = PACKAGE_NAMES[language]?.countries[code] ?? [];
  return Array.isArray(names) ? names : [names];
};

/** The picker's names in one language, in the order it offers them. */
export function pickerNames(language: NamedLanguage): PickerNames {
  const named = COUNTRIES.map(({ code }) => ({ code, name: cldrNames(language, code)[0] as string }));
  const first = named.slice(0, FIRST_COUNTRY_CODES.length);
  const collator = new Intl.Collator(language);
  const rest = named.slice(FIRST_COUNTRY_CODES.length).sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
  return Object.fromEntries([...first, ...rest].map(({ code, name }) => [code, name]));
}

/** What the lookup knows beyond the picker's name: only spellings whose key differs from it. */
export function moreNames(): MoreNames {
  return Object.fromEntries(NAMED_LANGUAGES.map((language) => {
    const byCode: Record<string, string[]> = {};
    for (const { code } of COUNTRIES) {
      const [shown = '', ...others] = [...cldrNames(language, code), ...packageNames(language, code)];
      const seen = new Set([countryKey(shown)]);
      const extra = others.filter((name) => {
        const key = countryKey(name);
        if (!key || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      if (extra.length > 0) byCode[code] = extra;
    }
    return [language, byCode];
  })) as MoreNames;
}

/** The files of this folder, as packages/contract/scripts/country-names.ts writes them. */
export function countryNameFiles(): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`;
  return {
    ...Object.fromEntries(NAMED_LANGUAGES.map((language) => [`${language}.json`, json(pickerNames(language))])),
    'more.json': json(moreNames()),
  };
}
