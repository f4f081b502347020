import type { Application } from '@visadesk/contract';

const NO_FILES = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`file${i + 1}`, ''])) as Pick<
  Application,
  `file${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`
>;

/** An approved applicant as the enquiry returns it: a photo, a job letter (PDF) and a visa (image). */
export function approvedApplicant(overrides: Partial<Application> = {}): Application {
  return {
    _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    surname: 'Sharma',
    givenN: 'Anita',
    sex: 'Female',
    dob: '1992-04-17',
    birthCity: 'Pokhara',
    currentN: 'Nepali',
    identification: 'Mole on left cheek',
    nationalId: 'NID-7788',
    company: 'Maple Foods Ltd',
    dutyDuration: '2 years',
    jobTitle: 'Cook',
    salary: '1200 USD',
    passport: 'PA1234567',
    issuedCountry: 'Nepal',
    phone: '9779812345678',
    email: 'anita@example.com',
    image: '/api/files/photo?sig=1',
    imageThumb: '/api/files/photo-thumb?sig=1',
    imageOriginal: '/api/files/photo-original?sig=1',
    ...NO_FILES,
    file1: '/api/files/job-letter?sig=1',
    file9: '/api/files/visa?sig=1',
    documents: {
      file1: { url: '/api/files/job-letter?sig=1', contentType: 'application/pdf', size: 2048, uploadedAt: '2025-10-01T10:00:00.000Z' },
      file9: { url: '/api/files/visa?sig=1', contentType: 'image/jpeg', size: 4096, uploadedAt: '2025-10-02T10:00:00.000Z' },
    },
    isAdmin: false,
    isStatus: 'approved',
    pending: '2025-10-01',
    approve: '2025-10-20',
    createdAt: '2025-09-01T10:00:00.000Z',
    updatedAt: '2025-10-20T10:00:00.000Z',
    ...overrides,
  };
}
