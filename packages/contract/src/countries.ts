import codes from 'i18n-iso-countries/codes.json' with { type: 'json' };
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { COUNTRY_SPELLINGS } from './country-spellings.ts';

/**
 * One list of countries (ADR 020): ISO 3166-1 codes and English names from i18n-iso-countries,
 * how applicants write their nationality from country-spellings.ts. A nationality or issuing
 * country is saved, and looked up, as the country's name when it is recognised, and as typed
 * otherwise.
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

/** Case, accents, dots, apostrophes, hyphens and spacing do not matter ("U.S.A.", "cote d ivoire"). */
export function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s,()'’-]+/g, ' ')
    .trim();
}

function spellingsOf(code: string): string[] {
  const alpha3 = (codes as string[][]).find(([alpha2]) => alpha2 === code)?.[1];
  return [code, ...(alpha3 ? [alpha3] : []), ...namesOf(code), SHOWN_NAMES[code] ?? '', ...(COUNTRY_SPELLINGS[code] ?? [])];
}

/** Every spelling to its country's name; a spelling two countries share is nobody's ("Congo"). */
function buildLookup(): Map<string, string> {
  const owner = new Map<string, string>();
  const shared = new Set<string>();
  for (const { code } of ALL) {
    for (const spelling of spellingsOf(code)) {
      const key = countryKey(spelling);
      if (!key) continue;
      if (owner.has(key) && owner.get(key) !== code) shared.add(key);
      else owner.set(key, code);
    }
  }
  const nameOf = new Map(ALL.map((country) => [country.code, country.name]));
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
