import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@visadesk/contract';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { insertRows, rowId } from '../list-rows.ts';
import { postgresDatabase } from '../scratch-database.ts';
import { FROM } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';

const DAY = '2031-03-01';
const after = (days: number) => addDays(DAY, days);
/** A day after the other tests' days. */
const DAY_AT_EIGHT = addDays(DAY, 400);

/**
 * Two instances (two apps, each with its own connection pool) on one database, running the digest
 * at the same moment: the staff get one digest each, never two.
 */
describe('the daily digest of expiring passports, from two instances at once', () => {
  const sink = new SmtpSink();
  let scratch: Awaited<ReturnType<typeof postgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    await sink.start();
    scratch = await postgresDatabase('digest');
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: scratch.url }));
    await (handles[0] as DatabaseHandle).migrate();
    const config = { mail: { smtpUrl: sink.url, from: FROM }, publicUrl: 'https://visas.maple-route.example' };
    a = await buildTestApp(config, { database: handles[0] as DatabaseHandle });
    b = await buildTestApp(config, { database: handles[1] as DatabaseHandle });
    await a.createUser({ role: 'superadmin', name: 'Sita Rai', email: 'sita@maple-route.example' });
    await b.createUser({ role: 'admin', name: 'Ram Thapa', email: 'ram@maple-route.example' });
    await a.createUser({ role: 'admin', name: 'Hari Pending', email: 'hari@maple-route.example', status: 'pending' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
    await sink.stop();
  });

  const digestsQueued = async () => {
    const result = await a.app.db.execute(sql`select recipient from outbox where event = 'passport-expiry' order by recipient`);
    return (result as unknown as { rows: { recipient: string }[] }).rows.map((r) => r.recipient);
  };
  const delivered = async (count: number) => {
    await sink.received(count);
    await Promise.all([a.app.jobs.idle(), b.app.jobs.idle()]);
    return sink.messages.splice(0).map((m) => m.to.join()).sort();
  };

  it('runs the same day on both: one digest to each active staff member', async () => {
    await insertRows(a.app.db, [{ id: rowId(1), passportExpiry: after(20) }, { id: rowId(2), passportExpiry: after(-4) }]);
    const reports = await Promise.all([a.app.passportExpiry.run(DAY), b.app.passportExpiry.run(DAY)]);
    expect(reports.filter((r) => r !== null)).toEqual([{ day: DAY, applications: 2, recipients: 2 }]);
    expect(await digestsQueued()).toEqual(['ram@maple-route.example', 'sita@maple-route.example']);
    expect(await delivered(2)).toEqual(['ram@maple-route.example', 'sita@maple-route.example']);
  });

  it('runs two days at once (instances whose clocks straddle midnight): each crossing is reported by one of them only', async () => {
    await insertRows(a.app.db, [{ id: rowId(3), passportExpiry: after(40) }, { id: rowId(4), passportExpiry: after(100) }]);
    // Day +10 on one, +11 on the other: both find the same crossings (30 and 90 days) new.
    const reports = await Promise.all([a.app.passportExpiry.run(after(10)), b.app.passportExpiry.run(after(11))]);
    expect(reports.map((r) => r?.applications).sort()).toEqual([0, 2]);
    expect(await digestsQueued()).toHaveLength(4);
    expect(await delivered(2)).toEqual(['ram@maple-route.example', 'sita@maple-route.example']);
    const notices = await a.app.db.execute(sql`select application_id, threshold from passport_expiry_notices order by 1, 2`);
    expect((notices as unknown as { rows: unknown[] }).rows).toEqual([
      ...[30, 90, 180].map((threshold) => ({ application_id: rowId(1), threshold })),
      ...[7, 30, 90, 180].map((threshold) => ({ application_id: rowId(2), threshold })),
      ...[30, 90, 180].map((threshold) => ({ application_id: rowId(3), threshold })),
      ...[90, 180].map((threshold) => ({ application_id: rowId(4), threshold })),
    ]);
  });

  it('both look as the digest hour begins: one digest to each active staff member, and nothing more that day', async () => {
    await insertRows(a.app.db, [{ id: rowId(5), passportExpiry: addDays(DAY_AT_EIGHT, 7) }]);
    // 08:00 UTC (the test desks' zone), on both at once.
    const eight = new Date(`${DAY_AT_EIGHT}T08:00:00Z`);
    const reports = await Promise.all([a.app.passportExpiry.look(eight), b.app.passportExpiry.look(eight)]);
    // The earlier tests' passports, expired since, are in it too.
    expect(reports.filter((r) => r !== null)).toMatchObject([{ day: DAY_AT_EIGHT, recipients: 2 }]);
    expect(await delivered(2)).toEqual(['ram@maple-route.example', 'sita@maple-route.example']);
    const later = new Date(`${DAY_AT_EIGHT}T09:00:00Z`);
    expect(await Promise.all([a.app.passportExpiry.look(later), b.app.passportExpiry.look(later)])).toEqual([null, null]);
  });
});
