import { COUNTRIES, countryKey, englishSpellingsOf } from './countries.ts';
import { COUNTRY_DEMONYMS } from './country-demonyms.ts';
import bengali from './country-names/bn.json' with { type: 'json' };
import french from './country-names/fr.json' with { type: 'json' };
import hindi from './country-names/hi.json' with { type: 'json' };
import more from './country-names/more.json' with { type: 'json' };
import nepali from './country-names/ne.json' with { type: 'json' };
import urdu from './country-names/ur.json' with { type: 'json' };
import type { Language } from './languages.ts';

/**
 * A nationality or issuing country read as the country (ADR 020), written in any of the site's six
 * languages (ADR 034): English spellings from countries.ts, each country's name in the other five
 * from CLDR (country-names/, generated), and the six first countries' demonyms in them
 * (country-demonyms.ts). Apart from countries.ts, so that a page that only lists the countries
 * in English does not download every language's names.
 */
export const COUNTRY_NAMES_IN: Readonly<Record<Exclude<Language, 'en'>, Readonly<Record<string, string>>>> = {
  fr: french, hi: hindi, bn: bengali, ne: nepali, ur: urdu,
};

const namesInOtherLanguages = (code: string): string[] =>
  (Object.keys(COUNTRY_NAMES_IN) as (keyof typeof COUNTRY_NAMES_IN)[]).flatMap((language) => [
    COUNTRY_NAMES_IN[language][code] ?? '',
    ...((more as Record<string, Record<string, string[]>>)[language]?.[code] ?? []),
    ...(COUNTRY_DEMONYMS[code]?.[language] ?? []),
  ]);

/** Every spelling to its country's name; a spelling two countries share is nobody's ("Congo"). */
function buildLookup(): Map<string, string> {
  const owner = new Map<string, string>();
  const shared = new Set<string>();
  for (const { code } of COUNTRIES) {
    for (const spelling of [...englishSpellingsOf(code), ...namesInOtherLanguages(code)]) {
      const key = countryKey(spelling);
      if (!key) continue;
      if (owner.has(key) && owner.get(key) !== code) shared.add(key);
      else owner.set(key, code);
    }
  }
  const nameOf = new Map(COUNTRIES.map((country) => [country.code, country.name]));
  return new Map([...owner].filter(([key]) => !shared.has(key)).map(([key, code]) => [key, nameOf.get(code) ?? code]));
}

let lookup: Map<string, string> | null = null;

/** The country's name when `text` names one (a name, a nationality, a code), else `text` trimmed. */
export function normaliseCountry(text: string): string {
  lookup ??= buildLookup();
  const trimmed = text.trim();
  return lookup.get(countryKey(trimmed)) ?? trimmed;
}

/** Every spelling recognised, with the name it becomes: for the migration of stored rows. */
export function countrySpellings(): ReadonlyMap<string, string> {
  lookup ??= buildLookup();
  return lookup;
}
