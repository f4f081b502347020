import {
  APPLICANT_EXAMPLES,
  COPY_FIELDS,
  DOCUMENT_SLOT_KEYS,
  encodeStatement,
  type ApplicantCopy,
  type CopyField,
  type DocumentSlotKey,
} from '@visadesk/contract';
import type { EnquiryInput } from '../api/find-applications';

/** What the applicant typed to find the copy below. */
export const ENQUIRY: EnquiryInput = { passport: 'PA1234567', nationality: 'Nepali', dateOfBirth: '1992-04-17' };

/**
 * A statement of the server's form and length for this applicant (its signature zeros: no test
 * here checks it), as the enquiry sends it with the copy for its QR code.
 */
export const PROOF = encodeStatement(
  { iss: 'Maple Route Overseas Employment', sub: '6f1c2a9e-4b7d-4c3a-9e2f-1a2b3c4d5e6f', iat: 1764374400, exp: 1766966400, n: 'Anita Sharma', p: '4567', c: 'Nepali', s: 'approved', d: '2025-10-20', g: 'Visa stamped' },
  'Wq3lK8vJ2mN5pR7t',
  () => new Uint8Array(64),
);

const NO_FILES = Object.fromEntries(DOCUMENT_SLOT_KEYS.map((key) => [key, ''])) as Record<DocumentSlotKey, string>;

/**
 * An approved applicant as the enquiry returns it: the applicant copy only, the national id
 * masked by the server, a photo, a job letter (PDF) and a visa (image).
 */
export function approvedApplicant(overrides: Partial<ApplicantCopy> = {}): ApplicantCopy {
  return {
    // Every field the copy shows, by the contract's example; then this applicant's own.
    ...(Object.fromEntries(COPY_FIELDS.map((key) => [key, APPLICANT_EXAMPLES[key]])) as Record<CopyField, string>),
    surname: 'Sharma',
    givenN: 'Anita',
    sex: 'Female',
    dob: '1992-04-17',
    birthCity: 'Pokhara',
    currentN: 'Nepali',
    identification: 'Mole on left cheek',
    nationalId: '•••••7788',
    company: 'Maple Foods Ltd',
    dutyDuration: '2 years',
    jobTitle: 'Cook',
    salary: '1200 USD',
    passport: 'PA1234567',
    issuedCountry: 'Nepal',
    passportIssue: '2019-06-03',
    passportExpiry: '2029-06-02',
    phone: '9812345678',
    phoneCode: '977',
    email: 'anita@example.com',
    image: '/api/files/photo?sig=1',
    ...NO_FILES,
    file1: '/api/files/job-letter?sig=1',
    file9: '/api/files/visa?sig=1',
    documents: {
      file1: { url: '/api/files/job-letter?sig=1', contentType: 'application/pdf' },
      file9: { url: '/api/files/visa?sig=1', contentType: 'image/jpeg' },
    },
    extraDocuments: [],
    // Filed before the agency set up its stages: no timeline; a test of the journey gives one.
    journey: [],
    // Nothing charged or paid yet; a test of the payments gives some.
    payments: { entries: [], balance: {} },
    isStatus: 'approved',
    statusReason: '',
    pending: '2025-10-01',
    approve: '2025-10-20',
    proof: PROOF,
    ...overrides,
  };
}
