import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryKey, FIRST_COUNTRY_CODES } from './countries.ts';
import { normaliseCountry } from './country-lookup.ts';

describe('countries', () => {
  it.each([
    ['Nepal', 'Nepal'], ['Nepali', 'Nepal'], ['nepalese', 'Nepal'], ['NP', 'Nepal'], ['npl', 'Nepal'], ['  NEPAL ', 'Nepal'],
    ['Bangladeshi', 'Bangladesh'], ['BGD', 'Bangladesh'], ['Indian', 'India'], ['Pakistani', 'Pakistan'],
    ['Sri Lankan', 'Sri Lanka'], ['srilanka', 'Sri Lanka'], ['Filipino', 'Philippines'], ['Phillipines', 'Philippines'],
    ['UK', 'United Kingdom'], ['British', 'United Kingdom'], ['U.S.A.', 'United States of America'], ['Emirati', 'United Arab Emirates'],
    ['Czechia', 'Czech Republic'], ['turkey', 'Türkiye'], ['Cote d Ivoire', "Cote d'Ivoire"], ['CÔTE D’IVOIRE', "Cote d'Ivoire"],
    ['Moldova, Republic of', 'Moldova'], ['Canadian', 'Canada'],
  ])('reads %j as %j', (typed, name) => {
    expect(normaliseCountry(typed)).toBe(name);
  });

  it.each([
    ['Tibetan', 'Tibetan'], [' Bengali ', 'Bengali'], ['Congo', 'Congo'], ['Korean', 'Korean'], ['Dominican', 'Dominican'], ['', ''],
  ])('keeps %j as typed (trimmed) when it names no one country', (typed, kept) => {
    expect(normaliseCountry(typed)).toBe(kept);
  });

  it('offers the six countries most applicants come from first, then every other by name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names.slice(0, 6)).toEqual(['Nepal', 'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Philippines']);
    expect(COUNTRIES.slice(0, 6).map((country) => country.code)).toEqual([...FIRST_COUNTRY_CODES]);
    const rest = names.slice(6);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(names.length);
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
  });

  it('gives every country a name that reads back as itself', () => {
    for (const { name } of COUNTRIES) expect(normaliseCountry(name), name).toBe(name);
  });

  it('sets case, accents and punctuation aside when comparing', () => {
    expect(countryKey("  Côte  d'Ivoire. ")).toBe('cote d ivoire');
    expect(countryKey('GUINEA-BISSAU')).toBe('guinea bissau');
  });
});
