import { describe, expect, it } from 'vitest';
import { APPLICANT_EXAMPLES, type ApplicantFieldKey } from '@visadesk/contract';
import { maskNationalId, toApplicantCopy, toApplication, type DocumentRow, type ExtraDocumentRow } from '../../src/applications/application-mapper.ts';
import type { applications } from '../../src/db/schema.ts';
import { APPLICANT_COPY_KEYS } from '../application-helpers.ts';

const at = new Date('2025-10-01T10:00:00.000Z');
const row: typeof applications.$inferSelect = {
  // Every field's example from the contract's table, then this applicant's own.
  ...(APPLICANT_EXAMPLES as Pick<typeof applications.$inferSelect, ApplicantFieldKey>),
  id: 'a'.repeat(24), surname: 'Sharma', givenN: 'Anita', sex: 'Female', dob: '1992-04-17', birthCity: 'Pokhara',
  currentN: 'Nepali', identification: 'Mole on left cheek', nationalId: '27-01-71-05842', company: 'Maple Foods Ltd',
  dutyDuration: '2 years', jobTitle: 'Cook', salary: '1200 USD', passport: 'PA1234567', issuedCountry: 'Nepal',
  passportIssue: '2019-05-02', passportExpiry: '2029-05-01',
  phone: '9812345678', phoneCode: '977', email: 'anita@example.com', language: 'ne', photoFileId: 'b'.repeat(24), photoThumbFileId: 'c'.repeat(24),
  photoOriginalFileId: 'd'.repeat(24), isAdmin: false, isStatus: 'approved', statusReason: '', pending: '2025-10-01', approve: '2025-10-20',
  searchText: 'pa1234567 sharma anita anita@example.com', stage: 'medical', stageSince: '2025-10-02', stageDue: '2025-10-09', createdAt: at, updatedAt: at,
};
const docs: DocumentRow[] = [{ slot: 'file1', fileId: 'e'.repeat(24), contentType: 'application/pdf', size: 2048, uploadedAt: at }];
const extras: ExtraDocumentRow[] = [
  { id: 'f'.repeat(24), label: 'Medical report', fileId: '1'.repeat(24), contentType: 'image/png', size: 512, uploadedAt: at },
];
const sign = (id: string | null | undefined) => (id ? `/api/files/${id}?signed` : '');

describe('the applicant copy built for the public enquiry', () => {
  it('holds exactly what the copy shows, built field by field, the national id masked', () => {
    const journey = [{ name: 'Medical check-up', names: { ne: 'स्वास्थ्य परीक्षण' }, done: null, current: true }];
    const payments = { entries: [], balance: {} };
    const copy = toApplicantCopy(row, docs, extras, sign, journey, payments, 'the.signed.statement');
    expect(Object.keys(copy).sort()).toEqual(APPLICANT_COPY_KEYS);
    // Nothing the staff keep to themselves: the language of their messages, the record's id and bookkeeping.
    for (const own of ['language', '_id', 'isAdmin', 'createdAt', 'imageOriginal', 'searchText', 'stage', 'stageSince', 'stageDue', 'destination']) {
      expect(copy).not.toHaveProperty(own);
    }
    // The journey as given: the visible steps only (application-stages.ts builds it); the statement as signed.
    expect(copy.journey).toEqual(journey);
    expect(copy.proof).toBe('the.signed.statement');
    expect(copy).toMatchObject({ nationalId: '•••••5842', image: sign(row.photoFileId), file1: sign('e'.repeat(24)), file2: '' });
    expect(copy).toMatchObject({ passportIssue: '2019-05-02', passportExpiry: '2029-05-01' });
    expect(copy.documents).toEqual({ file1: { url: sign('e'.repeat(24)), contentType: 'application/pdf' } });
    // The staff shape of the same row keeps everything.
    // Extra documents by label and link only: no id, size or upload time for the public.
    expect(copy.extraDocuments).toEqual([{ label: 'Medical report', url: sign('1'.repeat(24)), contentType: 'image/png' }]);
    expect(toApplication(row, docs, extras, sign)).toMatchObject({ _id: row.id, nationalId: '27-01-71-05842', isAdmin: false });
    // The staff's record carries no statement: it is the applicant's copy that is signed.
    expect(toApplication(row, docs, extras, sign)).not.toHaveProperty('proof');
    expect(toApplication(row, docs, extras, sign).extraDocuments).toEqual([{
      _id: 'f'.repeat(24), label: 'Medical report', url: sign('1'.repeat(24)), contentType: 'image/png', size: 512, uploadedAt: at.toISOString(),
    }]);
  });
});

describe('maskNationalId', () => {
  it('shows five dots and the last four characters of an id of eight or more', () => {
    expect(maskNationalId('27-01-71-05842')).toBe('•••••5842');
    expect(maskNationalId('AB345678')).toBe('•••••5678');
  });

  it('masks a shorter id whole, so no more than half of an id ever shows', () => {
    for (const id of ['1234567', 'AB123', '1234', 'X']) expect(maskNationalId(id), id).toBe('•••••');
  });

  it('shows nothing for an id not given yet, rather than dots that suggest one', () => {
    expect(maskNationalId('')).toBe('');
  });

  it('shows the same five dots whatever the length, so the mask does not tell it', () => {
    const masks = ['12345678', '123456789012', '1234567890123456789'].map((id) => maskNationalId(id).replace(/[^•]/g, ''));
    expect(new Set(masks)).toEqual(new Set(['•••••']));
  });
});
