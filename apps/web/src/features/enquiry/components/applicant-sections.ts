import type { ApplicantFields, ApplicationStatus } from '@visadesk/contract';

type FieldName = keyof ApplicantFields;

interface Section {
  title: string;
  fields: readonly [FieldName, string][];
}

/**
 * The four parts of the applicant copy, with the labels the staff desk uses. Features do not share
 * code, so the public copy keeps its own table; the wording must match the staff view.
 */
export const APPLICANT_SECTIONS: readonly Section[] = [
  {
    title: 'A. Personal Particulars',
    fields: [
      ['surname', 'Surname'],
      ['givenN', 'Given Name'],
      ['sex', 'Sex'],
      ['dob', 'Date of Birth'],
      ['birthCity', 'Birth City'],
      ['currentN', 'Current Nationality'],
      ['identification', 'Visible Identification Marks'],
      ['nationalId', 'National ID'],
    ],
  },
  {
    title: 'B. Company Details',
    fields: [
      ['company', 'Company Name'],
      ['dutyDuration', 'Duty Duration'],
      ['jobTitle', 'Job Title'],
      ['salary', 'Salary'],
    ],
  },
  {
    title: 'C. Passport Details',
    fields: [
      ['passport', 'Passport No'],
      ['issuedCountry', 'Issued Country'],
    ],
  },
  {
    title: "D. Applicant's Contact Details",
    fields: [
      ['phone', 'Phone'],
      ['email', 'Email'],
    ],
  },
];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
