import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Application } from '@visadesk/contract';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

/**
 * VISA COLLECT DATE (`pending`) and VISA APPROVE DATE (`approve`) after every status change, each
 * change made on a different day so a date that was not set (or not cleared) shows.
 */
describe('status changes and their dates', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ timeZone: 'Asia/Kathmandu' });
    headers = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Noon in Kathmandu (UTC+5:45) on that day; dates in the past keep the access token valid. */
  const onDay = (day: string) => vi.setSystemTime(new Date(`${day}T06:15:00Z`));
  const setStatus = async (id: string, call: 'Pending' | 'Approve' | 'Reject') => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/application/updateApplication${call}/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Application;
  };
  const dates = ({ isStatus, pending, approve }: Application) => ({ isStatus, pending, approve });
  const stored = async (id: string) =>
    dates((await t.app.inject({ url: `/api/application/fetchApplication/${id}`, headers })).json() as Application);

  it('sets the collect date on pending, the approve date on approval, and clears it on rejection', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onDay('2024-02-26');
    const { _id: id, ...created } = await createApplication(t, headers);
    expect(dates({ _id: id, ...created })).toEqual({ isStatus: 'pending', pending: '2024-02-26', approve: '' });

    onDay('2024-02-27');
    expect(dates(await setStatus(id, 'Approve'))).toEqual({ isStatus: 'approved', pending: '2024-02-26', approve: '2024-02-27' });
    onDay('2024-02-28');
    expect(dates(await setStatus(id, 'Pending'))).toEqual({ isStatus: 'pending', pending: '2024-02-28', approve: '2024-02-27' });
    onDay('2024-02-29');
    expect(dates(await setStatus(id, 'Approve'))).toEqual({ isStatus: 'approved', pending: '2024-02-28', approve: '2024-02-29' });
    onDay('2024-03-01');
    expect(dates(await setStatus(id, 'Reject'))).toEqual({ isStatus: 'rejected', pending: '2024-02-28', approve: '' });
    onDay('2024-03-02');
    expect(dates(await setStatus(id, 'Pending'))).toEqual({ isStatus: 'pending', pending: '2024-03-02', approve: '' });
    expect(await stored(id)).toEqual({ isStatus: 'pending', pending: '2024-03-02', approve: '' });
  });

  it("dates a change by the consultancy's calendar, not UTC's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-04T12:00:00Z'));
    const { _id: id } = await createApplication(t, headers);
    // 20:00 UTC on the 4th is already 01:45 on the 5th in Kathmandu.
    vi.setSystemTime(new Date('2024-03-04T20:00:00Z'));
    expect(dates(await setStatus(id, 'Approve'))).toMatchObject({ pending: '2024-03-04', approve: '2024-03-05' });
  });
});
