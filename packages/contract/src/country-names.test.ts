import { describe, expect, it } from 'vitest';
import { COUNTRY_DEMONYMS } from './country-demonyms.ts';
import { countryNameFiles, NAMED_LANGUAGES } from './country-names/generate.ts';
import more from './country-names/more.json' with { type: 'json' };
import { COUNTRIES, countryKey, FIRST_COUNTRY_CODES } from './countries.ts';
import { COUNTRY_NAMES_IN, normaliseCountry } from './country-lookup.ts';

const englishName = new Map(COUNTRIES.map((country) => [country.code, country.name]));

describe('a nationality written in the page\'s own script', () => {
  it.each([
    ['नेपाली', 'Nepal'], ['नेपाल', 'Nepal'], [' नेपाली ', 'Nepal'], ['पाकिस्तानी', 'Pakistan'], ['भारतीय', 'India'], ['भारत', 'India'],
    ['बांग्लादेशी', 'Bangladesh'], ['बङ्गलादेश', 'Bangladesh'], ['बंगलादेश', 'Bangladesh'], ['श्रीलङ्का', 'Sri Lanka'], ['श्रीलंका', 'Sri Lanka'],
    ['फ़िलिपींस', 'Philippines'], ['फिलिपींस', 'Philippines'], ['फिलिपिन्स', 'Philippines'],
    ['বাংলাদেশি', 'Bangladesh'], ['বাংলাদেশী', 'Bangladesh'], ['বাংলাদেশ', 'Bangladesh'], ['নেপালি', 'Nepal'], ['শ্রীলংকা', 'Sri Lanka'],
    ['پاکستانی', 'Pakistan'], ['پاكستاني', 'Pakistan'], ['پاکستان', 'Pakistan'], ['نیپالی', 'Nepal'], ['نيپال', 'Nepal'],
    ['بنگلہ دیشی', 'Bangladesh'], ['بنگله ديش', 'Bangladesh'], ['بھارتی', 'India'], ['سری\u200Cلنکا', 'Sri Lanka'],
    ['Népalais', 'Nepal'], ['inde', 'India'], ['Royaume-Uni', 'United Kingdom'], ['अमेरिका', 'United States of America'],
    ['संयुक्त अरब अमीरात', 'United Arab Emirates'], ['مالديپ', 'Maldives'],
  ])('reads %j as %j', (typed, name) => {
    expect(normaliseCountry(typed)).toBe(name);
  });

  it('keeps the vowel signs of Devanagari and Bengali: they tell names apart', () => {
    expect(countryKey('नेपाल')).not.toBe(countryKey('नपल'));
    expect(countryKey('নেপাল')).toBe('নেপাল'.normalize('NFD'));
    expect(normaliseCountry('नपल')).toBe('नपल');
  });

  for (const language of NAMED_LANGUAGES) {
    it(`names every country in ${language}, and no two countries' names meet under the key`, () => {
      const names = COUNTRY_NAMES_IN[language];
      expect(Object.keys(names).sort()).toEqual(COUNTRIES.map((country) => country.code).sort());
      expect(Object.keys(names).slice(0, 6)).toEqual([...FIRST_COUNTRY_CODES]);
      const keys = Object.values(names).map(countryKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const [code, name] of Object.entries(names)) expect(normaliseCountry(name), `${code} ${name}`).toBe(englishName.get(code));
    });

    it(`reads the six first countries' demonyms written by hand in ${language}`, () => {
      for (const code of FIRST_COUNTRY_CODES) {
        const demonyms = COUNTRY_DEMONYMS[code]?.[language] ?? [];
        expect(demonyms.length, code).toBeGreaterThan(0);
        for (const demonym of demonyms) expect(normaliseCountry(demonym), `${code} ${demonym}`).toBe(englishName.get(code));
      }
    });
  }

  it('keeps the names as this Node gives them from CLDR (else: node packages/contract/scripts/country-names.ts)', () => {
    const files = countryNameFiles();
    const read = (name: string): unknown => JSON.parse(files[name] ?? 'null');
    // In the picker's order, the six first.
    for (const language of NAMED_LANGUAGES) expect(Object.entries(COUNTRY_NAMES_IN[language]), language).toEqual(Object.entries(read(`${language}.json`) as object));
    expect(more).toEqual(read('more.json'));
  });
});
