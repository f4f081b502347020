import { APPLICANT_FIELD_LABELS, LANGUAGES, type ApplicantFields, type ApplicationStatus } from '@visadesk/contract';

type FieldName = keyof ApplicantFields;

/** What staff and applicants call each field, on the form and on the applicant copy alike. */
export const FIELD_LABELS: Readonly<Record<FieldName, string>> = APPLICANT_FIELD_LABELS;

export interface ApplicantSection {
  title: string;
  fields: readonly FieldName[];
}

/** The four parts of the applicant copy, which the form follows too. */
export const APPLICANT_SECTIONS: readonly ApplicantSection[] = [
  {
    title: 'A. Personal Particulars',
    fields: ['surname', 'givenN', 'sex', 'dob', 'birthCity', 'currentN', 'identification', 'nationalId'],
  },
  { title: 'B. Company Details', fields: ['company', 'dutyDuration', 'jobTitle', 'salary'] },
  { title: 'C. Passport Details', fields: ['passport', 'issuedCountry'] },
  { title: "D. Applicant's Contact Details", fields: ['phoneCode', 'phone', 'email', 'language'] },
];

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

/** A field's value as a copy shows it: the phone in international form when its code is known. */
export function shownValue(applicant: Record<CopyField, string>, field: CopyField): string {
  if (field === 'phone' && applicant.phoneCode && applicant.phone) return `+${applicant.phoneCode} ${applicant.phone}`;
  return applicant[field];
}

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function applicantName(applicant: Pick<ApplicantFields, 'givenN' | 'surname'>): string {
  return `${applicant.givenN} ${applicant.surname}`.trim();
}
