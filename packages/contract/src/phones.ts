import { parsePhoneNumberFromString, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import { z } from 'zod';
import { COUNTRIES, FIRST_COUNTRY_CODES } from './countries.ts';
import { normaliseCountry } from './country-lookup.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';
import { agencyPhones } from './agency-phones.ts';

/**
 * Phones in international form (ADR 026): the applicant's number is kept as its national
 * digits with its country calling code beside it, checked against libphonenumber's numbering plans,
 * so the desk can open WhatsApp (`https://wa.me/<code><number>`) without guessing.
 */

/** `+977`, `00977`, ` 977 ` → `977`; anything but digits stays for the check to refuse. */
export function normaliseCallingCode(value: string): string {
  return value.replace(/\s+/g, '').replace(/^(\+|00)/, '');
}

/** Calling code → its countries, the main one first; the non-geographic codes (`001`: +800, +881…) left out. */
const CALLING_CODE_COUNTRIES: Readonly<Record<string, string[]>> = Object.fromEntries(
  Object.entries((metadata as { country_calling_codes: Record<string, string[]> }).country_calling_codes).filter(
    ([, countries]) => countries[0] !== '001',
  ),
);

/** Whether `code` (digits) is a country's calling code. */
export function isCallingCode(code: string): boolean {
  return /^\d{1,3}$/.test(code) && Object.hasOwn(CALLING_CODE_COUNTRIES, code);
}

/** The phone's country calling code on the application form: optional, '' when not given (then the nationality's). */
export const PhoneCodeSchema = z
  .string({ error: M.phoneCode })
  .optional()
  .transform((value) => normaliseCallingCode(value ?? ''))
  .refine((code) => code === '' || isCallingCode(code), M.phoneCode);

/** The calling code of the country `nationality` names ('Nepal', 'Nepali', 'NP' → '977'); '' when unknown. */
export function callingCodeOf(nationality: string): string {
  const name = normaliseCountry(nationality);
  const country = COUNTRIES.find((candidate) => candidate.name === name);
  return country && isSupportedCountry(country.code) ? getCountryCallingCode(country.code) : '';
}

/** A phone that makes an international number: its calling code, national digits and E.164 form. */
export interface InternationalPhone {
  code: string;
  national: string;
  /** `+9779841234567`. */
  e164: string;
}

/**
 * The international number `phone` makes with `code`: a phone typed with a leading `+` carries its own
 * code; otherwise it is read as a national number of `code`'s plan (a trunk `0` is dropped, a
 * repeated country code recognised). Null when the plan does not allow it.
 */
export function internationalPhone(phone: string, code: string): InternationalPhone | null {
  const digits = phone.replace(/[\s.()-]/g, '');
  const typedInternational = digits.startsWith('+');
  if (!typedInternational && !isCallingCode(code)) return null;
  const parsed = typedInternational
    ? parsePhoneNumberFromString(digits)
    : parsePhoneNumberFromString(digits, { defaultCallingCode: code });
  if (!parsed?.isValid()) return null;
  return { code: parsed.countryCallingCode, national: parsed.nationalNumber, e164: parsed.number };
}

/**
 * The number as it is dialled at home, digits only: the national format with its trunk prefix
 * (`1712345678` with +880 → `01712345678`, `14435566` with +977 → `014435566`, a Nepali mobile
 * unchanged), for callers that read `phone` without its code (ADR 041). A number without a code, or
 * one its code's plan does not allow, is answered as stored.
 */
export function nationalPhone(phone: string, code: string): string {
  if (!isCallingCode(code)) return phone;
  const parsed = parsePhoneNumberFromString(`+${code}${phone}`);
  return parsed?.isValid() ? parsed.formatNational().replace(/\D/g, '') : phone;
}

/** One choice of the desk's country code picker. */
export interface CallingCodeChoice {
  code: string;
  /** `+977 Nepal`; a code several countries share names its main one (`+1 United States and others`). */
  label: string;
}

const nameOfCountry = new Map(COUNTRIES.map((country) => [country.code, country.name]));

/** Territories with their own plan but no ISO country of their own (Ascension Island, Kosovo). */
function regionName(region: string): string {
  return nameOfCountry.get(region) ?? new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region;
}

function choiceOf(code: string): CallingCodeChoice {
  const [main = '', ...others] = CALLING_CODE_COUNTRIES[code] ?? [];
  const name = regionName(main);
  return { code, label: `+${code} ${name}${others.length > 0 ? ' and others' : ''}` };
}

let choices: CallingCodeChoice[] | null = null;

/** Every calling code once: those of the six countries most applicants come from first, then by name. */
export function callingCodeChoices(): readonly CallingCodeChoice[] {
  if (choices) return choices;
  const first = FIRST_COUNTRY_CODES.map((country) => getCountryCallingCode(country) as string);
  const rest = Object.keys(CALLING_CODE_COUNTRIES)
    .filter((code) => !first.includes(code))
    .map(choiceOf)
    .sort((a, b) => a.label.replace(/^\+\d+ /, '').localeCompare(b.label.replace(/^\+\d+ /, ''), 'en'));
  choices = [...first.map(choiceOf), ...rest];
  return choices;
}

interface PhoneFields {
  phone: string;
  phoneCode: string;
  currentN: string;
}

/**
 * What the phone fields hold once read together; `refused` when a chosen code does not fit the
 * number, or the number was typed with another code (`+977…` under +880). A number of no country's
 * plan (`+800…`, a freephone) is no applicant's phone: it keeps no code.
 */
function phoneOf(fields: PhoneFields): { phone: string; phoneCode: string } | 'refused' {
  const chosen = fields.phoneCode !== '';
  const found = internationalPhone(fields.phone, chosen ? fields.phoneCode : callingCodeOf(fields.currentN));
  if (found && isCallingCode(found.code) && (!chosen || found.code === fields.phoneCode)) return { phone: found.national, phoneCode: found.code };
  // A client that names no code (the original one) keeps the spec's digits-only rule and nothing more.
  return chosen ? 'refused' : { phone: fields.phone.replace(/^\+/, ''), phoneCode: '' };
}

/** Whether the fields were read well enough for the phone to be judged with its code. */
const phoneReadable = (fields: Partial<PhoneFields>): fields is PhoneFields =>
  typeof fields.phone === 'string' && /^\+?\d+$/.test(fields.phone) && typeof fields.phoneCode === 'string' &&
  (fields.phoneCode === '' || isCallingCode(fields.phoneCode)) && typeof fields.currentN === 'string';

/**
 * The phone in international form: a chosen code must fit the number (its message on `phone`); without
 * one the nationality's code is used when the number fits it, and none is kept when it does not.
 */
export function withPhoneCode<T extends z.ZodObject>(schema: T): T {
  return schema
    .superRefine((fields: Partial<PhoneFields>, ctx) => {
      if (phoneReadable(fields) && phoneOf(fields) === 'refused') ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneForCode });
    })
    .overwrite((fields) => {
      const phoneFields = fields as Partial<PhoneFields>;
      const resolved = phoneReadable(phoneFields) ? phoneOf(phoneFields) : 'refused';
      return resolved === 'refused' ? fields : { ...fields, ...resolved };
    }) as T;
}

/**
 * Whether each of the agency's numbers in `value` (agency-phones.ts) is a real one: with a leading
 * `+` by its own country's plan, otherwise as a national number of one of the six countries most
 * applicants and agencies are in (`01-4435566` and `9851012345` in Nepal, `022 2345 6789` in India,
 * `042-35761234` in Pakistan). Letters, stray symbols and numbers of no plan are refused.
 */
export function agencyPhonesValid(value: string): boolean {
  return agencyPhones(value).every(({ shown, dial }) => {
    if (!/^\+?[\d\s().-]+$/.test(shown) || !/\d/.test(shown)) return false;
    if (dial.startsWith('+')) return parsePhoneNumberFromString(dial)?.isValid() === true;
    return FIRST_COUNTRY_CODES.some((country) => parsePhoneNumberFromString(dial, country)?.isValid() === true);
  });
}
