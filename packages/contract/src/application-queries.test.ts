import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SORTS,
  ApplicationExportQuerySchema,
  ApplicationListQuerySchema,
  ApplicationListRequestSchema,
  isCalendarDate,
  normalisePassport,
} from './applications.ts';
import { JOB_TITLES } from './applicant-fields.ts';
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

const NO_FILTERS = { status: '', nationality: '', jobTitle: '', createdFrom: '', createdTo: '', stage: '', overdue: '', sort: '-createdAt' };

describe('ApplicationListQuerySchema', () => {
  it('defaults to page 1, limit 10, an empty search, no filters and newest first', () => {
    expect(ApplicationListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: '', ...NO_FILTERS });
  });

  it('reads numbers from the query string and trims the search', () => {
    expect(ApplicationListQuerySchema.parse({ page: '3', limit: '5', search: '  AB123 ' })).toEqual({
      page: 3,
      limit: 5,
      search: 'AB123',
      ...NO_FILTERS,
    });
  });

  it('reads the filters as the list shows them: any case, the nationality as the form saves it', () => {
    expect(ApplicationListQuerySchema.parse({
      status: ' Pending ', nationality: 'nepali', jobTitle: 'caring operator', createdFrom: '2026-01-01', createdTo: '2026-01-31', sort: '-surname',
    })).toMatchObject({ status: 'pending', nationality: 'Nepal', jobTitle: 'Caring Operator', createdFrom: '2026-01-01', createdTo: '2026-01-31', sort: '-surname' });
    expect(ApplicationListQuerySchema.parse({ nationality: 'Atlantis' }).nationality).toBe('Atlantis');
    expect(ApplicationListQuerySchema.parse({ status: '', jobTitle: '', createdFrom: '' })).toMatchObject(NO_FILTERS);
  });

  it('takes each order, ascending and with a leading - descending', () => {
    expect([...APPLICATION_SORTS].sort()).toEqual(['-approve', '-createdAt', '-pending', '-stageSince', '-surname', 'approve', 'createdAt', 'pending', 'stageSince', 'surname']);
    for (const sort of APPLICATION_SORTS) expect(ApplicationListQuerySchema.parse({ sort }).sort).toBe(sort);
  });

  it('names every job title in its message', () => {
    for (const title of JOB_TITLES) expect(M.jobTitleFilterInvalid).toContain(title);
  });

  it('stays a plain object the web can pick from', () => {
    expect(ApplicationListQuerySchema.pick({ search: true }).parse({ search: ' x ', status: 'nonsense' })).toEqual({ search: 'x' });
  });

  it.each([ApplicationListRequestSchema, ApplicationExportQuerySchema])('refuses a first registration day after the last (%#)', (schema) => {
    expect(schema.safeParse({ createdFrom: '2026-02-01', createdTo: '2026-01-31' }).error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['createdTo'], M.createdRangeInvalid],
    ]);
    expect(schema.safeParse({ createdFrom: '2026-01-31', createdTo: '2026-01-31' }).success).toBe(true);
    expect(schema.safeParse({ createdFrom: '2026-01-31' }).success).toBe(true);
  });

  it('exports without a page: every match', () => {
    expect(ApplicationExportQuerySchema.parse({ page: '2', limit: '5', status: 'approved' })).toEqual({ search: '', ...NO_FILTERS, status: 'approved' });
  });

  it.each<[Record<string, string>, string]>([
    ...['0', '-1', '1.5', 'two'].map((page): [Record<string, string>, string] => [{ page }, M.pageInvalid]),
    ...['0', '101'].map((limit): [Record<string, string>, string] => [{ limit }, M.pageSizeInvalid]),
    [{ search: 'x'.repeat(101) }, M.searchTooLong],
    ...['on hold', 'approve', '1'].map((status): [Record<string, string>, string] => [{ status }, M.statusFilterInvalid]),
    [{ nationality: 'N'.repeat(101) }, M.nationalityFilterInvalid],
    ...['Chef', 'Cooks', 'Caring'].map((jobTitle): [Record<string, string>, string] => [{ jobTitle }, M.jobTitleFilterInvalid]),
    ...['2026-02-30', '2026-1-05', '31/01/2026', 'today', '0001-01-01', '1899-12-31'].map((createdFrom): [Record<string, string>, string] => [{ createdFrom }, M.createdFromInvalid]),
    ...['2023-02-29', '2026-01-31T00:00', '9999-12-31'].map((createdTo): [Record<string, string>, string] => [{ createdTo }, M.createdToInvalid]),
    ...['name', 'Surname', '--surname', '+surname', 'surname '].map((sort): [Record<string, string>, string] => [{ sort }, M.sortInvalid]),
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

describe('the journey filters (ADR 049)', () => {
  it('take a stage id and overdue=true, and refuse anything else with their own message', () => {
    expect(ApplicationListQuerySchema.parse({ stage: 'labour-permit', overdue: 'TRUE' })).toMatchObject({ stage: 'labour-permit', overdue: 'true' });
    expect(ApplicationListQuerySchema.safeParse({ stage: 'Labour permit' }).error?.issues[0]?.message).toBe(M.stageFilterInvalid);
    expect(ApplicationListQuerySchema.safeParse({ overdue: 'yes' }).error?.issues[0]?.message).toBe(M.overdueFilterInvalid);
  });
});
