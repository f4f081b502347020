import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M } from './messages.ts';
import { CreateApplicationSchema, UpdateApplicationSchema } from './application-form.ts';
import { countriesWithLanguage, languageOfNationality } from './application-language.ts';
import { COUNTRIES } from './countries.ts';

const applicant = {
  surname: 'Sharma', givenN: 'Anita', email: 'anita@example.com', phone: '9876543210', nationalId: 'NID-4455',
  sex: 'Female', dob: '1990-04-12', birthCity: 'Surat', currentN: 'India', identification: 'Mole on left cheek',
  company: 'Maple Foods', dutyDuration: '2 years', jobTitle: 'Cook', salary: '1200', passport: 'P1234567',
  issuedCountry: 'India',
};

describe("the language of an applicant's messages", () => {
  it.each([
    ['Nepal', 'ne'], ['Nepali', 'ne'], ['NP', 'ne'],
    ['Bangladesh', 'bn'], ['Bangladeshi', 'bn'],
    ['India', 'hi'], ['Indian', 'hi'], [' in ', 'hi'],
    ['Pakistan', 'ur'], ['Pakistani', 'ur'],
    ['France', 'fr'], ['Belgium', 'fr'], ['Haiti', 'fr'], ['Senegal', 'fr'], ["Cote d'Ivoire", 'fr'], ['CIV', 'fr'],
    ['Côte d’Ivoire', 'fr'], ['Cameroon', 'fr'], ['Democratic Republic of the Congo', 'fr'], ['Morocco', 'fr'],
    ['Sri Lanka', 'en'], ['Philippines', 'en'], ['Canada', 'en'], ['United Kingdom', 'en'], ['Congo', 'en'],
    ['Tibetan', 'en'], ['', 'en'],
  ] as const)('writes to a national of %j in %s', (nationality, language) => {
    expect(languageOfNationality(nationality)).toBe(language);
  });

  it("names each country as the shared country list saves it (ADR 020), so none is missed for a spelling", () => {
    const names = new Set(COUNTRIES.map((country) => country.name));
    expect(countriesWithLanguage().map(([country]) => country).filter((country) => !names.has(country))).toEqual([]);
  });
});

describe('the application form takes an optional language', () => {
  it.each([CreateApplicationSchema, UpdateApplicationSchema])('keeps a language the form names', (schema) => {
    expect(schema.parse({ ...applicant, language: 'ur' }).language).toBe('ur');
    expect(schema.parse({ ...applicant, language: ' fr ' }).language).toBe('fr');
  });

  it.each([CreateApplicationSchema, UpdateApplicationSchema])("is '' when the form names none (the original client)", (schema) => {
    expect(schema.parse(applicant).language).toBe('');
    expect(schema.parse({ ...applicant, language: '' }).language).toBe('');
  });

  it.each(['de', 'EN', 'Hindi', 'हिन्दी', 'en-GB', 7, null])('refuses %j with its message', (language) => {
    const result = CreateApplicationSchema.safeParse({ ...applicant, language });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['language', M.language]]);
    expect(M.language).toBe('Please choose one of the languages for messages: en, fr, hi, bn, ne or ur.');
  });
});
