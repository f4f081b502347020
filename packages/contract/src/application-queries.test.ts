import { describe, expect, it } from 'vitest';
import { ApplicationListQuerySchema, isCalendarDate, normalisePassport } from './applications.ts';
import { EnquiryQuerySchema } from './enquiry.ts';
import { APPLICATION_MESSAGES as M } from './messages.ts';

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2100-02-29')).toBe(false);
  });

  it('accepts only YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-1-05')).toBe(false);
    expect(isCalendarDate(' 2024-01-05')).toBe(false);
    expect(isCalendarDate('2024-01-05')).toBe(true);
  });
});

describe('normalisePassport', () => {
  it('trims, upper-cases and drops spaces', () => {
    expect(normalisePassport('  ab 12 cd  ')).toBe('AB12CD');
  });
});

describe('ApplicationListQuerySchema', () => {
  it('defaults to page 1, limit 10 and an empty search', () => {
    expect(ApplicationListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: '' });
  });

  it('reads numbers from the query string and trims the search', () => {
    expect(ApplicationListQuerySchema.parse({ page: '3', limit: '5', search: '  AB123 ' })).toEqual({
      page: 3,
      limit: 5,
      search: 'AB123',
    });
  });

  it.each<[Record<string, string>, string]>([
    ...['0', '-1', '1.5', 'two'].map((page): [Record<string, string>, string] => [{ page }, M.pageInvalid]),
    ...['0', '101'].map((limit): [Record<string, string>, string] => [{ limit }, M.pageSizeInvalid]),
    [{ search: 'x'.repeat(101) }, M.searchTooLong],
  ])('rejects %j, saying what to change', (query, message) => {
    expect(ApplicationListQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('EnquiryQuerySchema', () => {
  it('defaults the limit to 10 and the three searches to empty', () => {
    expect(EnquiryQuerySchema.parse({})).toEqual({ limit: 10, search: '', search1: '', search2: '' });
  });

  it('does not allow more than 10 results', () => {
    expect(EnquiryQuerySchema.safeParse({ limit: '11' }).error?.issues[0]?.message).toBe(M.enquiryLimitInvalid);
  });

  it('answers in the words of the enquiry form when a search is too long to be right', () => {
    const issues = EnquiryQuerySchema.safeParse({ search: 'P'.repeat(41), search1: 'N'.repeat(101), search2: '1990-01-01T00' }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['search', M.passport], ['search1', M.currentNationality], ['search2', M.dob],
    ]);
  });
});
