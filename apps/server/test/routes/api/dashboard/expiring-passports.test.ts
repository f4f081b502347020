import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, API, DASHBOARD_EXPIRING_MAX, PASSPORT_EXPIRY_HORIZON_DAYS, type Dashboard } from '@visadesk/contract';
import type { Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertRows, rowId } from '../../../list-rows.ts';

const dayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/**
 * A time zone whose date is not UTC's right now (UTC+14 from 10:00 UTC, UTC-11 before 11:00 UTC),
 * so a count of days from UTC's today instead of the consultancy's is off by one.
 */
const AWAY = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => dayIn(zone) !== dayIn('UTC')) as string;

/** The dashboard names the passports that lapse within 180 days, expired ones included. */
describe('GET /api/dashboard: expiring passports', () => {
  let t: TestContext;
  let headers: Headers;
  let today: string;
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: AWAY });
    headers = (await t.loginAs('admin')).headers;
    today = t.app.applications.today();
  });
  afterAll(() => t.close());

  const expiring = async () => {
    const res = await t.app.inject({ url: API.dashboard, headers });
    expect(res.statusCode).toBe(200);
    return (res.json() as Dashboard).expiringPassports;
  };

  it('is empty while no passport lapses within the horizon', async () => {
    expect(await expiring()).toEqual({ applications: [], total: 0 });
  });

  it('lists them soonest first (ties by id), expired ones too, days counted from the consultancy\'s today', async () => {
    expect(today).toBe(dayIn(AWAY));
    expect(today).not.toBe(dayIn('UTC'));
    const at = (days: number) => addDays(today, days);
    await insertRows(t.app.db, [
      { id: rowId(4), passportExpiry: at(0), givenN: 'Tie', surname: 'Second' },
      { id: rowId(3), passportExpiry: at(0), givenN: 'Tie', surname: 'First', isStatus: 'approved' },
      { id: rowId(1), passportExpiry: at(-400), givenN: 'Long', surname: 'Expired', isStatus: 'rejected' },
      { id: rowId(2), passportExpiry: at(-1), givenN: 'Just', surname: 'Expired' },
      { id: rowId(5), passportExpiry: at(PASSPORT_EXPIRY_HORIZON_DAYS), givenN: 'Last', surname: 'Day' },
      { id: rowId(6), passportExpiry: at(PASSPORT_EXPIRY_HORIZON_DAYS + 1), givenN: 'Too', surname: 'Far' },
      { id: rowId(7), passportExpiry: '', givenN: 'Not', surname: 'Known' },
    ]);
    expect(await expiring()).toEqual({
      applications: [
        { _id: rowId(1), applicantName: 'Long Expired', passportExpiry: at(-400), daysLeft: -400, isStatus: 'rejected' },
        { _id: rowId(2), applicantName: 'Just Expired', passportExpiry: at(-1), daysLeft: -1, isStatus: 'pending' },
        { _id: rowId(3), applicantName: 'Tie First', passportExpiry: at(0), daysLeft: 0, isStatus: 'approved' },
        { _id: rowId(4), applicantName: 'Tie Second', passportExpiry: at(0), daysLeft: 0, isStatus: 'pending' },
        { _id: rowId(5), applicantName: 'Last Day', passportExpiry: at(180), daysLeft: 180, isStatus: 'pending' },
      ],
      total: 5,
    });
  });

  it(`lists at most ${DASHBOARD_EXPIRING_MAX} and counts them all`, async () => {
    const more = Array.from({ length: DASHBOARD_EXPIRING_MAX }, (_, n) => ({ id: rowId(100 + n), passportExpiry: addDays(today, 90) }));
    await insertRows(t.app.db, more);
    const { applications, total } = await expiring();
    expect(total).toBe(5 + DASHBOARD_EXPIRING_MAX);
    expect(applications).toHaveLength(DASHBOARD_EXPIRING_MAX);
    expect(applications.map((a) => a._id)).toEqual([1, 2, 3, 4, ...more.slice(0, DASHBOARD_EXPIRING_MAX - 4).map((_, n) => 100 + n)].map(rowId));
  });

  it('never answers the passport number, birth date or national id', async () => {
    const text = JSON.stringify(await expiring());
    for (const kept of ['PA', '1992-04-17', 'NID-']) expect(text).not.toContain(kept);
  });
});
