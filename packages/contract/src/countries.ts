import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { COUNTRY_SPELLINGS } from './country-spellings.ts';

/**
 * One list of countries (ADR 020): ISO 3166-1 codes and English names from i18n-iso-countries,
 * how applicants write their nationality in English from country-spellings.ts. A nationality or
 * issuing country is saved, and looked up (country-lookup.ts, in the site's six languages), as the
 * country's name when it is recognised, and as typed otherwise.
 */
export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** What is saved and shown. */
  name: string;
}

/** Where the official English name reads oddly on a form ("Moldova, Republic of"). */
const SHOWN_NAMES: Readonly<Record<string, string>> = {
  FM: 'Micronesia',
  FK: 'Falkland Islands',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  RU: 'Russia',
  SY: 'Syria',
  TW: 'Taiwan',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'United States Virgin Islands',
  IR: 'Iran',
  TZ: 'Tanzania',
  BN: 'Brunei',
};

/** Where most applicants come from: offered first by the pickers. */
export const FIRST_COUNTRY_CODES = ['NP', 'BD', 'IN', 'PK', 'LK', 'PH'] as const;

const namesOf = (code: string): string[] => {
  const names = (english.countries as Record<string, string | string[]>)[code] ?? [];
  return Array.isArray(names) ? names : [names];
};

const ALL: Country[] = (codes as string[][]).flatMap(([code]) => {
  if (!code) return [];
  const name = SHOWN_NAMES[code] ?? namesOf(code)[0];
  return name ? [{ code, name }] : [];
});

/** Every country: the six most applicants come from first, then the rest by name. */
export const COUNTRIES: readonly Country[] = [
  ...FIRST_COUNTRY_CODES.flatMap((code) => ALL.filter((country) => country.code === code)),
  ...ALL.filter((country) => !(FIRST_COUNTRY_CODES as readonly string[]).includes(country.code)).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  ),
];

/**
 * Case, accents, dots, apostrophes, hyphens and spacing do not matter ("U.S.A.", "cote d ivoire").
 * In Devanagari and Bengali the vowel signs are letters and stay (नेपाल is not नपल); what phones
 * type either way is set aside: the nukta in Devanagari (फ़िलिपींस, फिलिपींस), chandrabindu for
 * anusvara, a nasal consonant with virama for anusvara before a consonant (श्रीलङ्का, श्रीलंका;
 * শ্রীলঙ্কা, শ্রীলংকা), zero-width joiners. In Urdu: the vowel marks, and the Arabic keyboard's
 * letters for Urdu's own (ي ى for ی, ك for ک, ه ة for ہ), and the tatweel.
 */
export function countryKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/(?![\u0900-\u09FF])\p{M}|[\u093C\u0640\u200B-\u200D\u2060\uFEFF]/gu, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u0919\u091E\u0923\u0928\u092E]\u094D(?=[\u0915-\u0939])/g, '\u0902')
    .replace(/\u0999\u09CD(?=[\u0995-\u09B9])/g, '\u0982')
    .replace(/[\u064A\u0649]/g, '\u06CC')
    .replace(/\u0643/g, '\u06A9')
    .replace(/[\u0647\u0629\u06C3\u06D5]/g, '\u06C1')
    .toLowerCase()
    .replace(/[.\u0970\u06D4]/g, '')
    .replace(/[\s,\u060C()'’-]+/g, ' ')
    .trim();
}

/** How a country is written in English: its codes, its names and aliases, its demonyms and misspellings. */
export function englishSpellingsOf(code: string): string[] {
  const alpha3 = (codes as string[][]).find(([alpha2]) => alpha2 === code)?.[1];
  return [code, ...(alpha3 ? [alpha3] : []), ...namesOf(code), SHOWN_NAMES[code] ?? '', ...(COUNTRY_SPELLINGS[code] ?? [])];
}


/** Whether `name` is a country of the list, as saved (a destination, a list of stages by country). */
export const isListedCountry = (name: string): boolean => COUNTRIES.some((country) => country.name === name);
