import type { I18n, MessageDescriptor } from '@lingui/core';
import { APPLICANT_FIELD_LABELS, LANGUAGES, type ApplicantFields, type ApplicationStatus } from '@visadesk/contract';
import { SECTION_WORDS, SEX_WORDS, shownDate } from './applicant-words';

type FieldName = keyof ApplicantFields;

/** What staff and applicants call each field, on the form and on the applicant copy alike. */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = APPLICANT_FIELD_LABELS;

export interface ApplicantSection {
  /** On the staff form (English). */
  title: string;
  /** On the applicant copy, in the page's language. */
  words: MessageDescriptor;
  fields: readonly FieldName[];
}

/** The four parts of the applicant copy, which the form follows too. */
/* eslint-disable lingui/no-unlocalized-strings -- the staff form's headings: the desk stays English (issue 16) */
export const APPLICANT_SECTIONS: readonly ApplicantSection[] = [
  {
    title: 'A. Personal Particulars',
    words: SECTION_WORDS.personal,
    fields: ['surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId'],
  },
  { title: 'B. Company Details', words: SECTION_WORDS.company, fields: ['company', 'dutyDuration', 'jobTitle', 'salary'] },
  { title: 'C. Passport Details', words: SECTION_WORDS.passport, fields: ['passport', 'issuedCountry'] },
  { title: "D. Applicant's Contact Details", words: SECTION_WORDS.contact, fields: ['phoneCode', 'phone', 'email', 'language'] },
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The fields an applicant copy holds: the language of the applicant's messages is the staff record's only. */
type CopyField = Exclude<FieldName, 'language'>;

/**
 * The fields a copy lists: the country code is shown with the phone, not on a line of its own; the
 * language of the applicant's messages is the desk's to see (ApplicantCopy in features/applications).
 */
export const shownOnCopy = (field: FieldName): field is Exclude<CopyField, 'phoneCode'> => field !== 'phoneCode' && field !== 'language';

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
  if (field === 'dob') return shownDate(i18n, value);
  return value;
}

/** The status as the staff desk (English) names it; the applicant copy says it in the page's language (STATUS_WORDS). */
/* eslint-disable lingui/no-unlocalized-strings -- the desk stays English (issue 16) */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function applicantName(applicant: Pick<ApplicantFields, 'givenN' | 'surname'>): string {
  return `${applicant.givenN} ${applicant.surname}`.trim();
}
