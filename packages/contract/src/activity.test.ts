import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_ACTIONS,
  ActivityEntrySchema,
  ActivityExportQuerySchema,
  ActivityFiltersSchema,
  ActivityQuerySchema,
  ActivityRequestSchema,
} from './activity.ts';
import { ACTIVITY_MESSAGES as M, APPLICATION_MESSAGES, COMMON_MESSAGES } from './messages.ts';

const STAFF_ID = '0123456789abcdef01234567';

describe('ActivityQuerySchema', () => {
  it('defaults to everyone, every day, page 1 of 10 entries', () => {
    expect(ActivityQuerySchema.parse({})).toEqual({ actor: '', from: '', to: '', page: 1, limit: 10 });
  });

  it('reads a staff member, two days and the page from the query string', () => {
    expect(ActivityQuerySchema.parse({ actor: ` ${STAFF_ID} `, from: '2026-01-01', to: '2026-01-31', page: '3', limit: '100' })).toEqual({
      actor: STAFF_ID, from: '2026-01-01', to: '2026-01-31', page: 3, limit: 100,
    });
  });

  it.each<[Record<string, string>, string]>([
    ...['0', '1000001', '1.5', 'two'].map((page): [Record<string, string>, string] => [{ page }, APPLICATION_MESSAGES.pageInvalid]),
    ...['0', '101', 'all'].map((limit): [Record<string, string>, string] => [{ limit }, M.pageSizeInvalid]),
    ...['Ram', STAFF_ID.toUpperCase(), `${STAFF_ID}0`].map((actor): [Record<string, string>, string] => [{ actor }, M.actorInvalid]),
    ...['2026-02-30', '31/01/2026', '1899-12-31'].map((from): [Record<string, string>, string] => [{ from }, M.fromInvalid]),
    ...['2023-02-29', '2026-01-31T00:00', '9999-12-31'].map((to): [Record<string, string>, string] => [{ to }, M.toInvalid]),
  ])('rejects %j, saying what to change', (query, message) => {
    expect(ActivityQuerySchema.safeParse(query).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([ActivityRequestSchema, ActivityExportQuerySchema])('refuses a first day after the last (%#)', (schema) => {
    expect(schema.safeParse({ from: '2026-02-01', to: '2026-01-31' }).error?.issues.map((i) => [i.path, i.message])).toEqual([[['to'], M.rangeInvalid]]);
    expect(schema.safeParse({ from: '2026-01-31', to: '2026-01-31' }).success).toBe(true);
    expect(schema.safeParse({ to: '2026-01-31' }).success).toBe(true);
  });

  it('exports without a page, and stays a plain object the web can pick from', () => {
    expect(ActivityExportQuerySchema.parse({ page: '2', actor: STAFF_ID })).toEqual({ actor: STAFF_ID, from: '', to: '' });
    expect(ActivityFiltersSchema.pick({ from: true }).parse({ from: '2026-01-01', to: 'soon' })).toEqual({ from: '2026-01-01' });
    expect(ActivityFiltersSchema.safeParse('everything').error?.issues[0]?.message).toBe(COMMON_MESSAGES.formExpected);
  });
});

describe('ActivityEntrySchema', () => {
  it('knows every action the history records, deletions, staff changes and Settings saves included', () => {
    expect(ACTIVITY_ACTIONS).toEqual(['created', 'updated', 'documents', 'status', 'message', 'stage', 'ledger', 'exported', 'deleted', 'staff', 'settings', 'demand']);
    const entry = { _id: 'x', action: 'deleted', detail: '', reason: '', actorId: '', actorName: 'Ram', applicationId: '', applicantName: '', createdAt: '' };
    expect(ActivityEntrySchema.parse(entry)).toEqual(entry);
    expect(ActivityEntrySchema.safeParse({ ...entry, action: 'archived' }).error?.issues[0]?.message).toBe(COMMON_MESSAGES.unreadableAnswer);
  });
});
