import { z } from 'zod';
import { NAME_MAX, TEXT_FIELD_MAX } from './limits.ts';
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
/**
 * A field a worker may not know yet ('' when not given, and when a client leaves it out): national
 * id, identification marks, company and salary before a demand letter, and an email address.
 */
const optionalText = (message: string, max = TEXT_FIELD_MAX) =>
  z.string({ error: message }).trim().max(max, message).default('');

/** The given name, 1 to 31 characters: a single name on the passport is written here. */
const givenName = z.string({ error: M.givenNameLength }).trim().min(1, M.givenNameLength).max(NAME_MAX, M.givenNameLength);
/** Up to 31 characters ("KC", "Om"); empty for a worker whose passport shows a single name. */
const surname = z.string({ error: M.surnameLength }).trim().max(NAME_MAX, M.surnameLength).default('');

/** Optional; when given, a simple address pattern (the spec's message), stored lower-cased. */
const email = z.string({ error: M.invalidEmail }).trim().max(254, M.invalidEmail).toLowerCase()
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.invalidEmail)
  .default('');

const dateOfBirth = z
  .string({ error: M.dob })
  .trim()
  .refine((v) => isCalendarDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), M.dob);

/**
 * The applicant's text fields, in the order the spec checks them (section 5): the first issue Zod
 * reports is the first check that fails.
 */
const applicantShape = {
  surname,
  givenN: givenName,
  email,
  phone: z.string({ error: M.invalidPhone }).transform(normalisePhone).pipe(z.string({ error: M.invalidPhone }).regex(/^\+?\d{4,20}$/, M.invalidPhone)),
  phoneCode: PhoneCodeSchema,
  nationalId: optionalText(M.nationalId),
  sex: z.enum(SEXES, { error: M.sex }),
  dob: dateOfBirth,
  birthCity: text(M.birthCity),
  currentN: text(M.currentNationality).transform(normaliseCountry),
  identification: optionalText(M.identification),
  company: optionalText(M.company),
  dutyDuration: text(M.dutyDuration),
  jobTitle: z.enum(JOB_TITLES, { error: M.jobTitle }),
  salary: optionalText(M.salary),
  passport: text(M.passport, 30)
    .transform(normalisePassport)
    .refine((v) => /^[A-Z0-9]{5,20}$/.test(v), M.passport),
  issuedCountry: text(M.issuedCountry).transform(normaliseCountry),
  /** Optional, YYYY-MM-DD ('' when not known); issued no later than today, expiring after it was issued. */
  passportIssue: optionalDay(M.passportIssue),
  passportExpiry: optionalDay(M.passportExpiry),
  /** The language of the applicant's email; '' when the client named none. */
  language: ApplicationLanguageSchema,
};

export const CreateApplicationSchema = withPassportDates(withPhoneCode(z.object(applicantShape, { error: M.applicationForm })));
export type CreateApplicationInput = z.input<typeof CreateApplicationSchema>;
export type ApplicantFields = z.infer<typeof CreateApplicationSchema>;

/** Editing checks what adding checks (the spec's edit rule, names of 3 to 31 characters, went with the add form's). */
export const UpdateApplicationSchema = withPassportDates(withPhoneCode(z.object(applicantShape, { error: M.applicationForm })));
export type UpdateApplicationInput = z.input<typeof UpdateApplicationSchema>;

/** What staff and applicants call each field: on the form, on the applicant copy and in the history. */
export const APPLICANT_FIELD_LABELS: Readonly<Record<keyof ApplicantFields, string>> = {
  surname: 'Surname',
  givenN: 'Given Name',
  sex: 'Sex',
  dob: 'Date of Birth',
  birthCity: 'Birth City',
  currentN: 'Current Nationality',
  identification: 'Visible Identification Marks',
  nationalId: 'National ID',
  company: 'Company Name',
  dutyDuration: 'Duty Duration',
  jobTitle: 'Job Title',
  salary: 'Salary',
  passport: 'Passport No',
  issuedCountry: 'Issued Country',
  passportIssue: 'Passport Issue Date',
  passportExpiry: 'Passport Expiry Date',
  phone: 'Phone',
  phoneCode: 'Country Code',
  email: 'Email',
  language: 'Language for messages',
};

/** The editable text fields: everything else in a multipart body is ignored (no mass assignment). */
export const APPLICANT_FIELD_KEYS = Object.keys(applicantShape) as (keyof ApplicantFields)[];

/**
 * Optional at registration, asked for before approval: unknown until a demand letter names the
 * company and salary, and until the worker brings the national id card.
 */
export const APPROVAL_FIELDS = ['nationalId', 'identification', 'company', 'salary'] as const satisfies readonly (keyof ApplicantFields)[];
export type ApprovalField = (typeof APPROVAL_FIELDS)[number];

/** The approval fields still empty, in the order of the checks. */
export function missingForApproval(application: Readonly<Record<ApprovalField, string>>): ApprovalField[] {
  return APPROVAL_FIELDS.filter((key) => application[key].trim() === '');
}

/** "National ID", "National ID and Salary", "National ID, Company Name and Salary". */
export function namedFields(labels: readonly string[]): string {
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

