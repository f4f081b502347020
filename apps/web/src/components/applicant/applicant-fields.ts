import type { I18n, MessageDescriptor } from '@lingui/core';
import { APPLICANT_FIELD_LABELS, LANGUAGES, type ApplicantFields } from '@visadesk/contract';
import { SECTION_WORDS, SEX_WORDS, shownDate } from './applicant-words';

type FieldName = keyof ApplicantFields;

/** What staff and applicants call each field, in the contract's English (the tests find the form's fields by it). */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = APPLICANT_FIELD_LABELS;

export interface ApplicantSection {
  /** Which part it is: A to D in the order below. */
  key: keyof typeof SECTION_WORDS;
  /** Its heading, on the staff form and on the applicant copy alike, in the page's language. */
  words: MessageDescriptor;
  fields: readonly FieldName[];
}

/** The four parts of the applicant copy, which the form follows too. */
export const APPLICANT_SECTIONS: readonly ApplicantSection[] = [
  {
    key: 'personal',
    words: SECTION_WORDS.personal,
    fields: ['surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId'],
  },
  { key: 'company', words: SECTION_WORDS.company, fields: ['company', 'dutyDuration', 'jobTitle', 'salary'] },
  { key: 'passport', words: SECTION_WORDS.passport, fields: ['passport', 'issuedCountry', 'passportIssue', 'passportExpiry'] },
  { key: 'contact', words: SECTION_WORDS.contact, fields: ['phoneCode', 'phone', 'email', 'language'] },
];

/** The fields an applicant copy holds: the language of the applicant's messages is the staff record's only. */
type CopyField = Exclude<FieldName, 'language'>;

/**
 * The fields a copy lists: the country code is shown with the phone, not on a line of its own; the
 * language of the applicant's messages is the desk's to see (ApplicantCopy in features/applications).
 */
export const shownOnCopy = (field: FieldName): field is Exclude<CopyField, 'phoneCode'> => field !== 'phoneCode' && field !== 'language';

/** Days the server keeps as YYYY-MM-DD, shown in the page's words. */
const DATE_FIELDS: ReadonlySet<FieldName> = new Set(['dob', 'passportIssue', 'passportExpiry']);

/** Numbers and addresses that read left to right on every page, whatever its direction. */
const LEFT_TO_RIGHT_FIELDS: ReadonlySet<FieldName> = new Set(['passport', 'nationalId', 'phone', 'email']);

/**
 * How a copy sets a field's value apart from the page (ADR 037): numbers and addresses left to
 * right; a date in the page's direction, since it is written in the page's words ("15 مارچ، 1994"
 * reads right to left); what staff typed (names, places, company) in the direction of its own first
 * letter.
 */
export function isolationOf(field: FieldName): 'ltr' | 'page' | 'auto' {
  if (LEFT_TO_RIGHT_FIELDS.has(field)) return 'ltr';
  return DATE_FIELDS.has(field) ? 'page' : 'auto';
}

/**
 * Optional, and unknown for every application filed before the passport dates were kept: a copy leaves their line out
 * when empty, so older copies read as they always did.
 */
const LEFT_OUT_WHEN_EMPTY: ReadonlySet<FieldName> = new Set(['passportIssue', 'passportExpiry']);

/** The lines of one section of a copy; a copy kept from before the passport dates were kept lacks them. */
export function copyLines(applicant: Partial<Record<CopyField, string>>, fields: readonly FieldName[]) {
  return fields.filter(shownOnCopy).filter((field) => !LEFT_OUT_WHEN_EMPTY.has(field) || Boolean(applicant[field]));
}

/** A language by its own name, as the applicant reads it ('hi' → 'हिन्दी'); the code when it is none of ours. */
export function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/**
 * A field's value as a copy shows it, in the page's language: the phone in international form when
 * its code is known, the sex and dates in the page's words; everything typed by staff as entered.
 */
export function shownValue(i18n: I18n, applicant: Record<CopyField, string>, field: CopyField): string {
  if (field === 'phone' && applicant.phoneCode && applicant.phone) return `+${applicant.phoneCode} ${applicant.phone}`;
  const value = applicant[field];
  if (field === 'sex' && SEX_WORDS[value]) return i18n._(SEX_WORDS[value]);
  if (DATE_FIELDS.has(field)) return shownDate(i18n, value);
  return value;
}

export function applicantName(applicant: Pick<ApplicantFields, 'givenN' | 'surname'>): string {
  return `${applicant.givenN} ${applicant.surname}`.trim();
}
