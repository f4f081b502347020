import { z } from 'zod';
import { TEXT_FIELD_MAX } from './limits.ts';
import { ID_PATTERN } from './ids.ts';
import { normaliseCountry } from './country-lookup.ts';
import { isListedCountry } from './countries.ts';
import { isCalendarDate, normalisePassport, normalisePhone } from './applications.ts';
import {
  APPLICANT_CHECK_ORDER,
  APPLICANT_FIELDS,
  applicantField,
  APPROVAL_FIELDS,
  JOB_TITLES,
  SEXES,
  type ApplicantFieldKey,
  type ApplicantFieldKind,
  type ApplicantFieldSpec,
  type ApprovalField,
} from './applicant-fields.ts';
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

/**
 * Each kind of field's check, with the field's own message (applicant-fields.ts). A plain field is
 * `text` (required) or `optionalText`; the others are the desk's rules for what they hold.
 */
const RULES = {
  text: (field: ApplicantFieldSpec) => text(field.message, field.max),
  optionalText: (field: ApplicantFieldSpec) => optionalText(field.message, field.max),
  /** Read as the form saves it ("Nepali", "NP" and "nepal" are Nepal, ADR 020). */
  country: (field: ApplicantFieldSpec) => text(field.message).transform(normaliseCountry),
  passport: (field: ApplicantFieldSpec) =>
    text(field.message, 30).transform(normalisePassport).refine((v) => /^[A-Z0-9]{5,20}$/.test(v), field.message),
  /** Optional; when given, a simple address pattern (the spec's message), stored lower-cased. */
  email: (field: ApplicantFieldSpec) =>
    z.string({ error: field.message }).trim().max(254, field.message).toLowerCase()
      .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), field.message)
      .default(''),
  phone: (field: ApplicantFieldSpec) =>
    z.string({ error: field.message }).transform(normalisePhone).pipe(z.string({ error: field.message }).regex(/^\+?\d{4,20}$/, field.message)),
  phoneCode: () => PhoneCodeSchema,
  birthDate: (field: ApplicantFieldSpec) =>
    z.string({ error: field.message }).trim()
      .refine((v) => isCalendarDate(v) && v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10), field.message),
  /** Optional, YYYY-MM-DD ('' when not known); issued no later than today, expiring after it was issued. */
  optionalDay: (field: ApplicantFieldSpec) => optionalDay(field.message),
  sex: (field: ApplicantFieldSpec) => z.enum(SEXES, { error: field.message }),
  jobTitle: (field: ApplicantFieldSpec) => z.enum(JOB_TITLES, { error: field.message }),
  /**
   * Where the worker goes (ADR 049): a country of the list, read as a nationality is ("MY",
   * "malaysia"); '' when not known yet, and when a client (the original one) sends none.
   */
  destination: (field: ApplicantFieldSpec) =>
    z.string({ error: field.message }).trim().max(TEXT_FIELD_MAX, field.message).default('').transform(normaliseCountry)
      .refine((v) => v === '' || isListedCountry(v), field.message),
  /** The demand and position the worker is recruited for (ADR 052): ids, '' for none; the server checks they exist and belong together. */
  demand: (field: ApplicantFieldSpec) => z.string({ error: field.message }).trim().default('').refine((v) => v === '' || ID_PATTERN.test(v), field.message),
  position: (field: ApplicantFieldSpec) => z.string({ error: field.message }).trim().default('').refine((v) => v === '' || ID_PATTERN.test(v), field.message),
  /** The language of the applicant's email; '' when the client named none. */
  language: () => ApplicationLanguageSchema,
} satisfies Record<ApplicantFieldKind, (field: ApplicantFieldSpec) => z.ZodType>;

type ApplicantShape = { [K in ApplicantFieldKey]: ReturnType<(typeof RULES)[(typeof APPLICANT_FIELDS)[K]['kind']]> };

/** The applicant's fields in the order the spec checks them: the first issue Zod reports is the first check that fails. */
const applicantShape = Object.fromEntries(
  APPLICANT_CHECK_ORDER.map((key) => {
    const field = applicantField(key);
    return [key, RULES[field.kind](field)];
  }),
) as ApplicantShape;

export const CreateApplicationSchema = withPassportDates(withPhoneCode(z.object(applicantShape, { error: M.applicationForm })));
export type CreateApplicationInput = z.input<typeof CreateApplicationSchema>;
export type ApplicantFields = z.infer<typeof CreateApplicationSchema>;

/** Editing checks what adding checks (the spec's edit rule, names of 3 to 31 characters, went with the add form's). */
export const UpdateApplicationSchema = withPassportDates(withPhoneCode(z.object(applicantShape, { error: M.applicationForm })));
export type UpdateApplicationInput = z.input<typeof UpdateApplicationSchema>;

/** The editable text fields: everything else in a multipart body is ignored (no mass assignment). */
export const APPLICANT_FIELD_KEYS: readonly (keyof ApplicantFields)[] = APPLICANT_CHECK_ORDER;

/** The approval fields still empty, in the order of the checks. */
export function missingForApproval(application: Readonly<Record<ApprovalField, string>>): ApprovalField[] {
  return APPROVAL_FIELDS.filter((key) => application[key].trim() === '');
}

/** "National ID", "National ID and Salary", "National ID, Company Name and Salary". */
export function namedFields(labels: readonly string[]): string {
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

