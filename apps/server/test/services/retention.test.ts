import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Retention } from '@visadesk/contract';
import type { Database } from '../../src/db/client.ts';
import { applicationHistory, outbox, settings } from '../../src/db/schema.ts';
import { markAttemptFailed, type OutboxRow } from '../../src/mail/outbox.ts';
import { PRUNE_BATCH, pruneExpired } from '../../src/maintenance/retention.ts';
import { buildTestApp, createTestDatabase, type TestContext } from '../helpers.ts';
import { insertHistory } from '../history-rows.ts';
import { insertRows, rowId } from '../list-rows.ts';

const DAY_MS = 86_400_000;
/** The pruning's clock: a moment of the tests' choosing. */
const NOW = new Date('2031-06-01T12:00:00Z');
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY_MS);

type State = OutboxRow['state'];
/** One outbox message in `state`, written `age` days before NOW, sent or failed `age` days before NOW too. */
function message(id: string, state: State, age: number): typeof outbox.$inferInsert {
  const at = daysAgo(age);
  return {
    id, event: 'registered', recipient: 'anita@example.com', subject: 'Registered', textBody: 'Dear Anita', htmlBody: '<p>Dear Anita</p>',
    state, attempts: state === 'failed' ? 8 : 1, createdAt: at, dueAt: at, sentAt: state === 'sent' ? at : null,
  };
}

const idsOf = async (db: Database) => (await db.select({ id: outbox.id }).from(outbox)).map((r) => r.id).sort();
const entryIdsOf = async (db: Database) => (await db.select({ id: applicationHistory.id }).from(applicationHistory)).map((r) => r.id).sort();

describe('pruning what has been kept its time', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    await insertRows(db, [{ id: rowId(1) }]);
  });
  afterEach(async () => {
    await db.delete(outbox);
    await db.delete(applicationHistory);
  });
  afterAll(() => database.drop());

  it('keeps sent email 90 days and failed email a year by default: each younger one kept, each older one removed', async () => {
    await db.insert(outbox).values([
      message('sent-89', 'sent', 89), message('sent-91', 'sent', 91), message('sent-400', 'sent', 400),
      // Failed 91 days ago: past the sent email's time, within its own.
      message('failed-91', 'failed', 91), message('failed-364', 'failed', 364), message('failed-366', 'failed', 366),
      // Never touched, however old: still to go, waiting for an address, or being sent.
      message('queued-900', 'queued', 900), message('waiting-900', 'waiting', 900), message('sending-900', 'sending', 900),
    ]);
    expect(await pruneExpired(db, DEFAULT_SETTINGS.retention, NOW)).toEqual({ sentEmail: 2, failedEmail: 1, activityEntries: 0 });
    expect(await idsOf(db)).toEqual(['failed-364', 'failed-91', 'queued-900', 'sending-900', 'sent-89', 'waiting-900']);
  });

  it('counts sent email from when it was sent, not when it was written (it waited for an address)', async () => {
    await db.insert(outbox).values({ ...message('waited', 'sent', 10), createdAt: daysAgo(500) });
    await pruneExpired(db, DEFAULT_SETTINGS.retention, NOW);
    expect(await idsOf(db)).toEqual(['waited']);
  });

  it('keeps the activity log two years by default: entries on applications and entries of no application alike', async () => {
    await insertHistory(db, [
      { id: 'created-729', action: 'created', applicationId: rowId(1), createdAt: daysAgo(729) },
      { id: 'created-731', action: 'created', applicationId: rowId(1), createdAt: daysAgo(731) },
      { id: 'exported-729', action: 'exported', createdAt: daysAgo(729) },
      { id: 'exported-731', action: 'exported', createdAt: daysAgo(731) },
      { id: 'staff-2000', action: 'staff', createdAt: daysAgo(2000) },
    ]);
    expect(await pruneExpired(db, DEFAULT_SETTINGS.retention, NOW)).toEqual({ sentEmail: 0, failedEmail: 0, activityEntries: 3 });
    expect(await entryIdsOf(db)).toEqual(['created-729', 'exported-729']);
  });

  it("follows the times Settings give", async () => {
    const short: Retention = { sentEmailDays: 7, failedEmailDays: 30, activityLogDays: 365 };
    await db.insert(outbox).values([message('sent-6', 'sent', 6), message('sent-8', 'sent', 8), message('failed-29', 'failed', 29), message('failed-31', 'failed', 31)]);
    await insertHistory(db, [{ id: 'exported-364', action: 'exported', createdAt: daysAgo(364) }, { id: 'exported-366', action: 'exported', createdAt: daysAgo(366) }]);
    expect(await pruneExpired(db, short, NOW)).toEqual({ sentEmail: 1, failedEmail: 1, activityEntries: 1 });
    expect(await idsOf(db)).toEqual(['failed-29', 'sent-6']);
    expect(await entryIdsOf(db)).toEqual(['exported-364']);
  });

  it(`removes a big backlog ${PRUNE_BATCH} rows a statement, oldest first, and keeps the younger`, async () => {
    const old = Array.from({ length: 2 * PRUNE_BATCH + 500 }, (_, i) => ({ id: `old-${String(i).padStart(5, '0')}`, action: 'exported' as const, createdAt: daysAgo(800 + i / 100) }));
    await insertHistory(db, [...old, { id: 'young', action: 'exported', createdAt: daysAgo(10) }]);
    const deletes: number[] = [];
    // Each statement's count, as the database answered it.
    const counted = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return async (query: Parameters<Database['execute']>[0]) => {
          const result = await target.execute(query);
          deletes.push((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
          return result;
        };
      },
    });
    expect((await pruneExpired(counted, DEFAULT_SETTINGS.retention, NOW)).activityEntries).toBe(old.length);
    // Sent email, failed email (one statement each, nothing to remove), then the log in three batches.
    expect(deletes).toEqual([0, 0, PRUNE_BATCH, PRUNE_BATCH, 500]);
    expect(await entryIdsOf(db)).toEqual(['young']);
  });

  it('dates a message that failed for good from when it failed: its last try, not when it was written', async () => {
    await db.insert(outbox).values({ ...message('trying', 'sending', 0), attempts: 8, createdAt: daysAgo(400, new Date()), dueAt: new Date(Date.now() + 300_000) });
    const [row] = await db.select().from(outbox).where(eq(outbox.id, 'trying'));
    const before = Date.now();
    await markAttemptFailed(db, row as OutboxRow, '550 mailbox unavailable');
    const [failed] = await db.select().from(outbox).where(eq(outbox.id, 'trying'));
    expect(failed?.state).toBe('failed');
    expect(failed?.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(failed?.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Written 400 days ago, failed now: a year from now it is still there.
    await pruneExpired(db, DEFAULT_SETTINGS.retention, new Date(Date.now() + 364 * DAY_MS));
    expect(await idsOf(db)).toEqual(['trying']);
    await pruneExpired(db, DEFAULT_SETTINGS.retention, new Date(Date.now() + 366 * DAY_MS));
    expect(await idsOf(db)).toEqual([]);
  });
});

describe('the hourly maintenance', () => {
  let t: TestContext | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await t?.close();
    await dropDatabase?.();
  });

  it("prunes once the desk is ready, by the times in Settings", async () => {
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    const db = database.handle.db;
    const now = new Date();
    const ago = (days: number) => daysAgo(days, now);
    await db.insert(settings).values({ key: 'site', value: { ...DEFAULT_SETTINGS, retention: { sentEmailDays: 30, failedEmailDays: 60, activityLogDays: 400 } } });
    await db.insert(outbox).values([
      { ...message('sent-29', 'sent', 0), sentAt: ago(29) }, { ...message('sent-31', 'sent', 0), sentAt: ago(31) },
      { ...message('failed-59', 'failed', 0), dueAt: ago(59) }, { ...message('failed-61', 'failed', 0), dueAt: ago(61) },
    ]);
    await insertHistory(db, [{ id: 'exported-399', action: 'exported', createdAt: ago(399) }, { id: 'exported-401', action: 'exported', createdAt: ago(401) }]);
    t = await buildTestApp({}, { database: database.handle });
    const until = Date.now() + 10_000;
    const left = async () => [...(await idsOf(db)), ...(await entryIdsOf(db))];
    while ((await left()).length > 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await idsOf(db)).toEqual(['failed-59', 'sent-29']);
    expect(await entryIdsOf(db)).toEqual(['exported-399']);
    const counted = await db.execute(sql`select count(*)::int as n from outbox`);
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });
});
