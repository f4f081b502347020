import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DASHBOARD_MONTHS, type Dashboard } from '@visadesk/contract';
import { lastMonths } from '../../../../src/dashboard/dashboard-months.ts';
import { startOfDay } from '../../../../src/lib/calendar-days.ts';
import type { Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertRows, rowId } from '../../../list-rows.ts';

const ZONE = 'Asia/Kathmandu';

/** The dashboard's chart, registered and approved per month of the consultancy's calendar. */
describe('GET /api/dashboard: the last twelve months', () => {
  let t: TestContext;
  let headers: Headers;
  let months: string[];
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: ZONE });
    headers = (await t.loginAs('admin')).headers;
    months = lastMonths(t.app.applications.today());
  });
  afterAll(() => t.close());

  const figures = async () => {
    const res = await t.app.inject({ url: API.dashboard, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as Dashboard).months;
  };

  it('answers twelve months, oldest first and this month last, with zeros while nothing happened', async () => {
    const answer = await figures();
    expect(answer).toHaveLength(DASHBOARD_MONTHS);
    expect(answer.at(-1)?.month).toBe(t.app.applications.today().slice(0, 7));
    expect(answer.map((m) => m.month)).toEqual(months);
    expect(answer.every((m) => m.registered === 0 && m.approved === 0)).toBe(true);
  });

  it('counts registrations by the office\'s calendar and approvals by VISA APPROVE DATE, of those still approved', async () => {
    const [first, , third] = months as [string, string, string];
    const thisMonth = months.at(-1) as string;
    // The first instant of the third month in Kathmandu is still the second month in UTC.
    const thirdBegins = startOfDay(`${third}-01`, ZONE);
    const beforeTheYear = new Date(startOfDay(`${first}-01`, ZONE).getTime() - 1);
    await insertRows(t.app.db, [
      { id: rowId(1), createdAt: thirdBegins },
      { id: rowId(2), createdAt: new Date(thirdBegins.getTime() - 1) },
      { id: rowId(3), createdAt: beforeTheYear },
      { id: rowId(4), createdAt: new Date(), isStatus: 'approved', approve: `${thisMonth}-01` },
      { id: rowId(5), createdAt: new Date(), isStatus: 'approved', approve: `${third}-15` },
      // Approved then, pending now: no longer an approval.
      { id: rowId(6), createdAt: new Date(), isStatus: 'pending', approve: `${third}-16` },
      // Registered before the year the chart shows, approved on its first day.
      { id: rowId(7), createdAt: beforeTheYear, isStatus: 'approved', approve: `${first}-01` },
    ]);
    const byMonth = Object.fromEntries((await figures()).map((m) => [m.month, m]));
    expect(byMonth[third]).toMatchObject({ registered: 1, approved: 1 });
    expect(byMonth[months[1] as string]).toMatchObject({ registered: 1, approved: 0 });
    expect(byMonth[thisMonth]).toMatchObject({ registered: 3, approved: 1 });
    expect(byMonth[first]).toMatchObject({ registered: 0, approved: 1 });
    const total = (await figures()).reduce((sum, m) => sum + m.registered, 0);
    // Row 3 (and row 7) were registered before the year the chart shows.
    expect(total).toBe(5);
  });
});
