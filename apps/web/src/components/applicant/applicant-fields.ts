import type { I18n } from '@lingui/core';
import {
  APPLICANT_SECTIONS as CONTRACT_SECTIONS,
  applicantField,
  fieldsOfSection,
  isDayField,
  LANGUAGES,
  type ApplicantFields,
  type ApplicantSectionKey,
  type CopyField,
} from '@visadesk/contract';
import { SEX_WORDS, shownDate } from './applicant-words';

type FieldName = keyof ApplicantFields;

export interface ApplicantSection {
  /** Which part it is: A to D in the order below; its heading is the contract's (sectionLabel). */
  key: ApplicantSectionKey;
  fields: readonly FieldName[];
}

/** The four parts of the applicant copy, which the form follows too, with their fields from the contract's table. */
export const APPLICANT_SECTIONS: readonly ApplicantSection[] = CONTRACT_SECTIONS.map((key) => ({ key, fields: fieldsOfSection(key) }));

/** The fields a copy lists a line for: the country code is shown with the phone, not on a line of its own. */
const hasLine = (field: FieldName): field is CopyField => {
  const copy = applicantField(field).copy;
  return copy === 'line' || copy === 'whenGiven';
};

/** How a copy sets a field's value apart from the page (ADR 037), as the contract's table says. */
export const isolationOf = (field: FieldName): 'ltr' | 'page' | 'auto' => applicantField(field).direction;

/** The lines of one section of a copy; a line only when filled in is left out empty (a copy kept from before the passport dates were kept). */
export function copyLines(applicant: Partial<Record<CopyField, string>>, fields: readonly FieldName[]) {
  return fields.filter(hasLine).filter((field) => applicantField(field).copy !== 'whenGiven' || Boolean(applicant[field]));
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
  if (isDayField(field)) return shownDate(i18n, value);
  return value;
}

export function applicantName(applicant: Pick<ApplicantFields, 'givenN' | 'surname'>): string {
  return `${applicant.givenN} ${applicant.surname}`.trim();
}
