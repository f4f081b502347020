import { z } from 'zod';
import { NAME_MAX, NAME_MIN, TEXT_FIELD_MAX } from './limits.ts';
import { normaliseCountry } from './country-lookup.ts';
import { isCalendarDate, JOB_TITLES, normalisePassport, normalisePhone, SEXES } from './applications.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';
import { PhoneCodeSchema, withPhoneCode } from './phones.ts';
import { ApplicationLanguageSchema } from './application-language.ts';
import { optionalDay, withPassportDates } from './passport-dates.ts';

/**
 * The staff's applicant form, checked alike in the browser and on the server. Its own module: the
 * phone check brings libphonenumber's numbering plans, which only the desk and the server load, never
 * the public pages (the package is free of side effects, so a page that uses none of this leaves it out).
 */

const text = (message: string, max = TEXT_FIELD_MAX) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const name = (message: string) =>
  z.string({ error: message }).trim().min(NAME_MIN, message).max(NAME_MAX, message);

const dateOfBirth = z
  .string({ error: M.dob })
  .trim()
  .refine((v) => isCalendarDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), M.dob);

/**
 * The applicant's text fields, in the order the spec checks them (section 5): the first issue Zod
 * reports is the first check that fails.
 */
const applicantShape = {
  surname: name(M.surnameLength),
  givenN: name(M.givenNameLength),
  email: text(M.invalidEmail, 254).toLowerCase().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, M.invalidEmail),
  phone: z.string({ error: M.invalidPhone }).transform(normalisePhone).pipe(z.string({ error: M.invalidPhone }).regex(/^\+?\d{4,20}$/, M.invalidPhone)),
  phoneCode: PhoneCodeSchema,
  nationalId: text(M.nationalId),
  sex: z.enum(SEXES, { error: M.sex }),
  dob: dateOfBirth,
  birthCity: text(M.birthCity),
  currentN: text(M.currentNationality).transform(normaliseCountry),
  identification: text(M.identification),
  company: text(M.company),
  dutyDuration: text(M.dutyDuration),
  jobTitle: z.enum(JOB_TITLES, { error: M.jobTitle }),
  salary: text(M.salary),
  passport: text(M.passport, 30)
    .transform(normalisePassport)
    .refine((v) => /^[A-Z0-9]{5,20}$/.test(v), M.passport),
  issuedCountry: text(M.issuedCountry).transform(normaliseCountry),
  /** Issue 17: optional, YYYY-MM-DD ('' when not known); issued no later than today, expiring after it was issued. */
  passportIssue: optionalDay(M.passportIssue),
  passportExpiry: optionalDay(M.passportExpiry),
  /** The language of the applicant's email (issue 16); '' when the client named none. */
  language: ApplicationLanguageSchema,
};

export const CreateApplicationSchema = withPassportDates(withPhoneCode(z.object(applicantShape, { error: M.applicationForm })));
export type CreateApplicationInput = z.input<typeof CreateApplicationSchema>;
export type ApplicantFields = z.infer<typeof CreateApplicationSchema>;

export const UpdateApplicationSchema = withPassportDates(withPhoneCode(z.object({
  ...applicantShape,
  surname: name(M.namesLengthEdit),
  givenN: name(M.namesLengthEdit),
}, { error: M.applicationForm })));
export type UpdateApplicationInput = z.input<typeof UpdateApplicationSchema>;

/** The editable text fields: everything else in a multipart body is ignored (no mass assignment). */
export const APPLICANT_FIELD_KEYS = Object.keys(applicantShape) as (keyof ApplicantFields)[];

