import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, API, DEFAULT_SETTINGS } from '@visadesk/contract';
import { passportExpiryDigests, settings } from '../../src/db/schema.ts';
import { PassportExpiryDigest, wallTimeIn } from '../../src/applications/passport-expiry-digest.ts';
import { buildTestApp, createTestDatabase, type TestContext } from '../helpers.ts';
import { insertRows, rowId } from '../list-rows.ts';
import { FROM } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';

/** A day far from the real one: the desk's own look at start-up (the real clock) finds none of its crossings. */
const DAY = '2031-03-01';
/** Kathmandu is 5:45 ahead of UTC: 08:00 there is 02:15 UTC. */
const KATHMANDU = 'Asia/Kathmandu';
const utc = (iso: string) => new Date(`${iso}Z`);

describe('the hour of the consultancy\'s clock', () => {
  it('gives the day and the hour in the zone, summer time included', () => {
    expect(wallTimeIn(KATHMANDU)(utc('2031-03-01T02:14:30.250'))).toEqual({ day: DAY, hour: 7 });
    expect(wallTimeIn(KATHMANDU)(utc('2031-03-01T02:15:00'))).toEqual({ day: DAY, hour: 8 });
    expect(wallTimeIn(KATHMANDU)(utc('2031-03-01T18:15:00'))).toEqual({ day: '2031-03-02', hour: 0 });
    // New York moves from 01:59 EST straight to 03:00 EDT on 9 March 2031.
    expect(wallTimeIn('America/New_York')(utc('2031-03-09T06:59:00'))).toEqual({ day: '2031-03-09', hour: 1 });
    expect(wallTimeIn('America/New_York')(utc('2031-03-09T07:00:00')).hour).toBe(3);
  });
});

/**
 * The staff's digest goes at Settings' hour of the consultancy's morning (08:00 by default), on the
 * clock of TIME_ZONE, once a day: not before the hour, not twice, not again after a restart.
 */
describe('the daily digest at the chosen hour', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => sink.start());
  afterAll(async () => sink.stop());
  afterEach(async () => {
    await t?.close();
    await dropDatabase?.();
    dropDatabase = undefined;
    sink.messages.length = 0;
  });

  /** Sending through the sink (its port is known once it has started), on Kathmandu's clock. */
  const config = () => ({ mail: { smtpUrl: sink.url, from: FROM }, publicUrl: 'https://visas.maple-route.example', timeZone: KATHMANDU });
  async function openDesk(): Promise<void> {
    t = await buildTestApp(config());
    await t.createUser({ role: 'superadmin', name: 'Sita Rai', email: 'sita@maple-route.example' });
    await t.createUser({ role: 'admin', name: 'Ram Thapa', email: 'ram@maple-route.example' });
    await insertRows(t.app.db, [{ id: rowId(1), passportExpiry: addDays(DAY, 20) }]);
  }
  const look = (iso: string) => t.app.passportExpiry.look(utc(iso));
  const recorded = async (day: string) => (await t.app.db.select().from(passportExpiryDigests).where(eq(passportExpiryDigests.day, day))).length;
  const queued = async () => {
    const result = await t.app.db.execute(sql`select recipient from outbox where event = 'passport-expiry' order by recipient`);
    return (result as unknown as { rows: { recipient: string }[] }).rows.map((r) => r.recipient);
  };

  it('goes at 08:00 in the agency\'s zone by default, not a second before, and once', async () => {
    await openDesk();
    // Midnight and 07:59:59 in Kathmandu: nothing is recorded or queued.
    expect(await look('2031-02-28T18:15:00')).toBeNull();
    expect(await look('2031-03-01T02:14:59')).toBeNull();
    expect(await recorded(DAY)).toBe(0);
    expect(await queued()).toEqual([]);

    expect(await look('2031-03-01T02:15:00')).toEqual({ day: DAY, applications: 1, recipients: 2 });
    expect(await queued()).toEqual(['ram@maple-route.example', 'sita@maple-route.example']);
    await sink.received(2);

    // Later the same day, and after a restart (a new digest, nothing in its memory): done already.
    expect(await look('2031-03-01T05:00:00')).toBeNull();
    const restarted = new PassportExpiryDigest({ db: t.app.db, mailer: t.app.mailer, configured: true, timeZone: KATHMANDU, log: t.app.log });
    expect(await restarted.look(utc('2031-03-01T10:00:00'))).toBeNull();
    expect(await queued()).toHaveLength(2);

    // The next day, 01:45 in Kathmandu: not yet; 08:00: that day's run.
    expect(await restarted.look(utc('2031-03-01T20:00:00'))).toBeNull();
    expect(await recorded('2031-03-02')).toBe(0);
    expect(await restarted.look(utc('2031-03-02T02:15:00'))).toEqual({ day: '2031-03-02', applications: 0, recipients: 0 });
  });

  it('goes at the hour the super admin chose in Settings', async () => {
    await openDesk();
    const { token } = await t.login('sita@maple-route.example');
    const saved = await t.app.inject({ method: 'PUT', url: API.settings, headers: { authorization: token }, payload: { ...DEFAULT_SETTINGS, digestHour: 6 } });
    expect(saved.statusCode).toBe(200);
    // 05:59 and 06:00 in Kathmandu.
    expect(await look('2031-03-01T00:14:00')).toBeNull();
    expect(await look('2031-03-01T00:15:00')).toMatchObject({ day: DAY, applications: 1 });
  });

  it("looks once the desk is ready: the day's digest goes at once when its hour has passed (a desk started late)", async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    // Midnight: whatever the real clock says, the hour has passed.
    await database.handle.db.insert(settings).values({ key: 'site', value: { ...DEFAULT_SETTINGS, digestHour: 0 } });
    t = await buildTestApp(config(), { database: database.handle });
    const { day } = t.app.passportExpiry.wallClock();
    const until = Date.now() + 10_000;
    while ((await recorded(day)) === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await recorded(day)).toBe(1);
  });
});
