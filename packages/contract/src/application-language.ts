import { z } from 'zod';
import { normaliseCountry } from './country-lookup.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';

/**
 * The language an applicant's email and WhatsApp text are written in (ADR 029). It is kept
 * on the application; until staff choose one it follows the nationality, as saved (ADR 020: the
 * country's name from countries.ts). Anything not listed here is written to in English.
 */
const LANGUAGE_OF_COUNTRY: Readonly<Record<string, Language>> = {
  Nepal: 'ne',
  Bangladesh: 'bn',
  India: 'hi',
  Pakistan: 'ur',
  // French is the official language, or (Algeria, Morocco, Tunisia) the one of schooling and
  // administration beside Arabic. Canada, Switzerland, Rwanda and Lebanon stay English: most of
  // their applicants read English first, and staff can choose French for those who do not.
  France: 'fr',
  Belgium: 'fr',
  Luxembourg: 'fr',
  Monaco: 'fr',
  Haiti: 'fr',
  Senegal: 'fr',
  "Cote d'Ivoire": 'fr',
  Cameroon: 'fr',
  Mali: 'fr',
  'Burkina Faso': 'fr',
  Niger: 'fr',
  Guinea: 'fr',
  Benin: 'fr',
  Togo: 'fr',
  Gabon: 'fr',
  'Republic of the Congo': 'fr',
  'Democratic Republic of the Congo': 'fr',
  'Central African Republic': 'fr',
  Chad: 'fr',
  Madagascar: 'fr',
  Comoros: 'fr',
  Djibouti: 'fr',
  Burundi: 'fr',
  Algeria: 'fr',
  Morocco: 'fr',
  Tunisia: 'fr',
  'French Guiana': 'fr',
  'French Polynesia': 'fr',
  Guadeloupe: 'fr',
  Martinique: 'fr',
  Mayotte: 'fr',
  'New Caledonia': 'fr',
  Reunion: 'fr',
  'Saint Barthélemy': 'fr',
  'Saint Martin (French part)': 'fr',
  'Saint Pierre and Miquelon': 'fr',
  'Wallis and Futuna': 'fr',
};

/** The countries given a language other than English, by their saved name: for the migration and the tests. */
export function countriesWithLanguage(): readonly (readonly [string, Language])[] {
  return Object.entries(LANGUAGE_OF_COUNTRY);
}

/** The language of a nationality as typed or saved ('Indian', 'IN', 'India' → 'hi'); English when none is known. */
export function languageOfNationality(nationality: string): Language {
  const country = normaliseCountry(nationality);
  return Object.hasOwn(LANGUAGE_OF_COUNTRY, country) ? (LANGUAGE_OF_COUNTRY[country] as Language) : DEFAULT_LANGUAGE;
}

/** The application form's `language`: one of LANGUAGE_CODES, or '' when the client sent none. */
function languageField() {
  return z
    .string({ error: M.language })
    .optional()
    .transform((value, ctx): Language | '' => {
      const code = (value ?? '').trim();
      if (code === '' || isLanguage(code)) return code;
      ctx.addIssue({ code: 'custom', message: M.language });
      return z.NEVER;
    });
}

/**
 * The application form's `language`, optional. '' when the client named none (the original client):
 * a new application then takes its nationality's, an edited one keeps its own.
 */
export const ApplicationLanguageSchema = /* @__PURE__ */ languageField();
