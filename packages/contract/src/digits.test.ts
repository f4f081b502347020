import { describe, expect, it } from 'vitest';
import { EnquiryQuerySchema } from './enquiry.ts';
import { latinDigits } from './digits.ts';

describe('digits typed in the applicant\'s own script', () => {
  it.each([
    ['Devanagari', 'PA१२३४५६७', 'PA1234567'],
    ['Bengali', 'BX৯৮৭৬৫৪৩', 'BX9876543'],
    ['Arabic-Indic', 'AB٠١٢٣٤٥٦٧٨٩', 'AB0123456789'],
    ['Urdu (Eastern Arabic-Indic)', '۱۹۹۲-۰۴-۱۷', '1992-04-17'],
  ])('reads %s digits as 0-9', (_script, typed, stored) => {
    expect(latinDigits(typed)).toBe(stored);
  });

  it('leaves letters, Latin digits and other scripts as they are', () => {
    expect(latinDigits('N12345 नेपाल')).toBe('N12345 नेपाल');
  });

  it('are read so by the server too, for a client that sends them as typed', () => {
    const query = EnquiryQuerySchema.parse({ search: 'pa१२३४५६७', search1: 'Nepal', search2: '१९९२-०४-१७' });
    expect([query.search, query.search2]).toEqual(['pa1234567', '1992-04-17']);
  });
});
