import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_MESSAGES as M, AUTH_MESSAGES, type User } from '@visadesk/contract';
import { applicationHistory } from '../../../../src/db/schema.ts';
import type { Headers } from '../../../application-helpers.ts';
import { parseCsv } from '../../../csv.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertHistory } from '../../../history-rows.ts';
import { insertRows, rowId } from '../../../list-rows.ts';
import { answerWith } from '../../../answers.ts';

/** Written out here, never read from the server's list of columns. */
const HEADER = ['WHEN', 'STAFF', 'ACTION', 'APPLICATION', 'DETAIL', 'REASON'];
const entryId = (n: number) => rowId(0x100 + n);

describe('GET /api/activity/export', () => {
  let t: TestContext;
  let boss: Awaited<ReturnType<TestContext['loginAs']>>;
  let ram: User;

  beforeAll(async () => {
    // Kathmandu is 5:45 ahead of UTC: its days and clock are the file's.
    t = await buildTestApp({ timeZone: 'Asia/Kathmandu' });
    boss = await t.loginAs('superadmin');
    ram = await t.createUser({ name: '=Ram Thapa' });
    await insertRows(t.app.db, [{ id: rowId(1) }]);
    const byRam = { actorId: ram._id, actorName: ram.name };
    await insertHistory(t.app.db, [
      { id: entryId(1), applicationId: rowId(1), ...byRam, action: 'created', detail: 'Application created', createdAt: new Date('2026-01-30T10:00:00Z') },
      { id: entryId(2), applicationId: rowId(1), ...byRam, action: 'status', detail: 'Status set to rejected', reason: 'Missing, "signed" letter\n@once', createdAt: new Date('2026-01-31T18:30:00Z') },
      { id: entryId(3), actorId: boss.user._id, actorName: 'Test Staff', action: 'deleted', detail: `Application ${rowId(99)} deleted`, createdAt: new Date('2026-02-02T09:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  const exportOf = (query = '', headers: Partial<Headers> = boss.headers) => t.app.inject({ url: `/api/activity/export?${query}`, headers });
  const exports = () => t.app.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'exported'));

  it('answers a UTF-8 CSV attachment, newest first, times on the consultancy\'s clock, every cell safe to open', async () => {
    const res = await exportOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="activity-${t.app.applications.today()}.csv"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(res.body.slice(1))).toEqual([
      HEADER,
      ['2026-02-02 14:45', 'Test Staff', 'Deleted', '', `Application ${rowId(99)} deleted`, ''],
      // A name a spreadsheet would take for a formula is shown as text; commas, quotes and line breaks are quoted.
      ['2026-02-01 00:15', "'=Ram Thapa", 'Status changed', `Anita Sharma (${rowId(1)})`, 'Status set to rejected', 'Missing, "signed" letter\n@once'],
      ['2026-01-30 15:45', "'=Ram Thapa", 'Created', `Anita Sharma (${rowId(1)})`, 'Application created', ''],
    ]);
    expect(res.body).toContain(`,"Missing, ""signed"" letter\n@once"\r\n`);
  });

  it.each<[string, string[]]>([
    ['actor=RAM', ['2026-02-01 00:15', '2026-01-30 15:45']],
    ['from=2026-02-01&to=2026-02-01', ['2026-02-01 00:15']],
    ['actor=RAM&to=2026-01-31', ['2026-01-30 15:45']],
  ])('exports exactly what the page shows for %s', async (query, expected) => {
    const rows = parseCsv((await exportOf(query.replace('RAM', ram._id))).body.slice(1));
    expect(rows.slice(1).map((cells) => cells[0])).toEqual(expected);
  });

  it('records each export in the history, and writes the entries there were when it was asked: not itself', async () => {
    const earlier = new Set((await exports()).map((e) => e.id));
    const before = Date.now();
    const res = await exportOf(`actor=${ram._id}&from=2026-01-01&to=2026-01-31`);
    const added = (await exports()).filter((e) => !earlier.has(e.id));
    expect(added).toHaveLength(1);
    expect(added[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(added[0]).toMatchObject({
      applicationId: null, actorId: boss.user._id, actorName: 'Test Staff',
      detail: 'Activity log export of 1 entry (staff =Ram Thapa, from 2026-01-01, until 2026-01-31)',
    });
    expect(parseCsv(res.body.slice(1))).toHaveLength(2);

    const everything = parseCsv((await exportOf()).body.slice(1));
    const recorded = (await exports()).length;
    expect(everything.slice(1).filter((cells) => cells[2] === 'Exported')).toHaveLength(recorded - 1);
    expect((await exports()).map((e) => e.detail)).toContain(`Activity log export of ${everything.length - 1} entries (all activity)`);
  });

  it.each<[string, string]>([
    ['from=2026-02-01&to=2026-01-31', M.rangeInvalid],
    ['actor=someone', M.actorInvalid],
    ['to=2026-13-01', M.toInvalid],
  ])('refuses %s as the page does, and records nothing', async (query, message) => {
    const count = (await exports()).length;
    const res = await exportOf(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await exports()).toHaveLength(count);
  });

  it('is the super admin\'s alone, and a refused export is not recorded', async () => {
    const count = (await exports()).length;
    const admin = await t.loginAs('admin');
    const refused = await exportOf('', admin.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(answerWith({ message: AUTH_MESSAGES.forbidden }));
    const anonymous = await exportOf('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(answerWith({ message: AUTH_MESSAGES.unauthorized }));
    expect(await exports()).toHaveLength(count);
  });
});

/**
 * More entries than one batch (500), sharing times to the microsecond: every one exported once, in
 * order (newest first, ties by id), across the batches' seams.
 */
describe('activity export in batches', () => {
  const COUNT = 1203;
  let t: TestContext;
  let headers: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('superadmin')).headers;
    await insertHistory(t.app.db, Array.from({ length: COUNT }, (_, i) => ({ id: entryId(i + 1), action: 'exported' as const, detail: `entry ${i + 1}` })));
    // (n * 7) mod 401 microseconds after midnight: three entries or so share each time.
    await t.app.db.execute(sql`update application_history set created_at = '2026-01-01T00:00:00Z'::timestamptz
      + ((('x' || right(id, 8))::bit(32)::int * 7) % 401) * interval '1 microsecond'`);
  });
  afterAll(() => t.close());

  it('writes every entry once, newest first', async () => {
    const rows = parseCsv((await t.app.inject({ url: '/api/activity/export', headers })).body.slice(1)).slice(1);
    const time = (n: number) => ((n + 0x100) * 7) % 401;
    const expected = Array.from({ length: COUNT }, (_, i) => i + 1).sort((a, b) => time(b) - time(a) || b - a);
    expect(rows.map((cells) => Number(cells[4]?.replace('entry ', '')))).toEqual(expected);
  });
});
