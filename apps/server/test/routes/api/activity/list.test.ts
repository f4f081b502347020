import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M, APPLICATION_MESSAGES, AUTH_MESSAGES, type ActivityPage, type User } from '@visadesk/contract';
import type { Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertHistory } from '../../../history-rows.ts';
import { insertRows, rowId } from '../../../list-rows.ts';
import { answerWith } from '../../../answers.ts';

/** The n-th entry's id: its own range, beside the applications'. */
const entryId = (n: number) => rowId(0x100 + n);
const numberOf = (id: string) => parseInt(id, 16) - 0x100;

/**
 * Kathmandu is 5:45 ahead of UTC: entry 2 (18:30 UTC on 31 January) is 00:15 on 1 February at the
 * office, entry 1 (10:00 UTC on 30 January) is 15:45 on the 30th there. Entries 3 and 7 share a
 * time to the microsecond: the id decides, newest (highest) first.
 */
describe('GET /api/activity', () => {
  let t: TestContext;
  let boss: Headers;
  let ram: User;
  let maya: User;

  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'Asia/Kathmandu' });
    boss = (await t.loginAs('superadmin')).headers;
    ram = await t.createUser({ name: 'Ram Thapa' });
    maya = await t.createUser({ name: 'Maya Gurung' });
    await insertRows(t.app.db, [{ id: rowId(1) }, { id: rowId(2), givenN: 'Sita', surname: 'Rai' }]);
    const by = (who: User) => ({ actorId: who._id, actorName: who.name });
    await insertHistory(t.app.db, [
      { id: entryId(1), applicationId: rowId(1), ...by(ram), action: 'created', detail: 'Application created', createdAt: new Date('2026-01-30T10:00:00Z') },
      { id: entryId(2), applicationId: rowId(1), ...by(ram), action: 'status', detail: 'Status set to approved', reason: 'All documents in order', createdAt: new Date('2026-01-31T18:30:00Z') },
      { id: entryId(3), applicationId: rowId(2), ...by(maya), action: 'created', detail: 'Application created', createdAt: new Date('2026-01-31T12:00:00Z') },
      { id: entryId(4), ...by(maya), action: 'exported', detail: 'Export of 2 applications (all applications), newest first', createdAt: new Date('2026-02-02T09:00:00Z') },
      { id: entryId(5), ...by(ram), action: 'deleted', detail: `Application ${rowId(99)} deleted`, createdAt: new Date('2026-02-03T09:00:00Z') },
      { id: entryId(7), applicationId: rowId(2), ...by(ram), action: 'updated', detail: 'Changed: Phone', createdAt: new Date('2026-01-31T12:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  const get = (query = '', headers: Partial<Headers> = boss) => t.app.inject({ url: `/api/activity?${query}`, headers });
  const numbers = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ActivityPage).entries.map((entry) => numberOf(entry._id));
  };

  it('answers everything newest first, ties by id, each entry with its staff member and application', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const page = res.json() as ActivityPage;
    expect(page).toMatchObject({ total: 6, totalPages: 1, currentPage: 1 });
    expect(page.entries.map((entry) => numberOf(entry._id))).toEqual([5, 4, 2, 7, 3, 1]);
    expect(page.entries[2]).toEqual({
      _id: entryId(2), action: 'status', detail: 'Status set to approved', reason: 'All documents in order',
      actorId: ram._id, actorName: 'Ram Thapa', applicationId: rowId(1), applicantName: 'Anita Sharma', createdAt: '2026-01-31T18:30:00.000Z',
    });
    // An export and a deletion name no application that still exists.
    expect(page.entries.slice(0, 2).map(({ action, applicationId, applicantName }) => ({ action, applicationId, applicantName }))).toEqual([
      { action: 'deleted', applicationId: '', applicantName: '' },
      { action: 'exported', applicationId: '', applicantName: '' },
    ]);
  });

  it.each<[string, number[]]>([
    ['actor=RAM', [5, 2, 7, 1]],
    ['actor=MAYA', [4, 3]],
    // Days at the office in Kathmandu, not in UTC.
    ['from=2026-02-01', [5, 4, 2]],
    ['to=2026-01-31', [7, 3, 1]],
    ['from=2026-01-31&to=2026-01-31', [7, 3]],
    ['actor=RAM&from=2026-02-01', [5, 2]],
    ['actor=RAM&from=2026-02-04', []],
    ['from=&to=&actor=', [5, 4, 2, 7, 3, 1]],
  ])('narrows to %s', async (query, expected) => {
    expect(await numbers(query.replace('RAM', ram._id).replace('MAYA', maya._id))).toEqual(expected);
  });

  it('finds nothing for a staff member who did nothing', async () => {
    const res = await get(`actor=${'0'.repeat(24)}`);
    expect(res.json()).toEqual({ entries: [], total: 0, totalPages: 0, currentPage: 1 });
  });

  it('pages through the entries, and answers a page past the last empty', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await get(`limit=2&page=${page}`)).json() as ActivityPage));
    expect(pages.map((page) => page.entries.map((entry) => numberOf(entry._id)))).toEqual([[5, 4], [2, 7], [3, 1]]);
    expect(pages.map(({ total, totalPages, currentPage }) => [total, totalPages, currentPage])).toEqual([[6, 3, 1], [6, 3, 2], [6, 3, 3]]);
    expect((await get('limit=2&page=4')).json()).toEqual({ entries: [], total: 6, totalPages: 3, currentPage: 4 });
    expect(await numbers(`limit=1&page=2&actor=${maya._id}`)).toEqual([3]);
  });

  it.each<[string, string, string]>([
    ['actor=Ram', 'actor', M.actorInvalid],
    ['from=2026-02-30', 'from', M.fromInvalid],
    ['to=31/01/2026', 'to', M.toInvalid],
    ['from=2026-02-01&to=2026-01-31', 'to', M.rangeInvalid],
    ['limit=101', 'limit', M.pageSizeInvalid],
    ['page=0', 'page', APPLICATION_MESSAGES.pageInvalid],
  ])('refuses %s with the contract\'s words', async (query, field, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
  });

  it('is the super admin\'s alone: an admin is refused, and so is a caller without a session', async () => {
    const admin = await t.loginAs('admin');
    const refused = await get('', admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(answerWith({ message: AUTH_MESSAGES.forbidden }));
    const anonymous = await get('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(answerWith({ message: AUTH_MESSAGES.unauthorized }));
  });
});
