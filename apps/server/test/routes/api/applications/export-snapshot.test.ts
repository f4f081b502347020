import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityFiltersSchema, ApplicationExportRequestSchema } from '@visadesk/contract';
import { applicationHistory, applications } from '../../../../src/db/schema.ts';
import { ACTIVITY_EXPORT_BATCH } from '../../../../src/activity/activity-export.ts';
import { EXPORT_BATCH } from '../../../../src/applications/application-export.ts';
import { pruneExpired } from '../../../../src/maintenance/retention.ts';
import { parseCsv } from '../../../csv.ts';
import { buildTestApp, TEST_ACTOR, type TestContext } from '../../../helpers.ts';
import { insertHistory } from '../../../history-rows.ts';
import { insertRows, rowId } from '../../../list-rows.ts';

/** Three batches: the first written, the second read ahead at most, the third still to read when the rows change. */
const COUNT = 3 * EXPORT_BATCH - 100;
const ACTOR = { ...TEST_ACTOR, sessionId: 'test' };
const surnameOf = (n: number) => `Surname${String(n).padStart(5, '0')}`;

/**
 * A file paused midway: the chunks read so far, and the rest once asked for. The stream reads ahead
 * of what was taken (its buffer), never more than a batch.
 */
async function pausedAfter(file: Readable, lines: number): Promise<{ read: string; rest: () => Promise<string> }> {
  const chunks = file[Symbol.asyncIterator]();
  let read = '';
  while (read.split('\r\n').length - 1 < lines) {
    const next = await chunks.next();
    if (next.done) throw new Error('the file ended before the pause');
    read += Buffer.from(next.value as Buffer).toString('utf8');
  }
  return {
    read,
    rest: async () => {
      let rest = '';
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) rest += Buffer.from(next.value as Buffer).toString('utf8');
      return rest;
    },
  };
}

/**
 * An export reads one snapshot (ADR 042): rows changed, added or removed while the file is being
 * written neither appear twice nor vanish, and what it writes is what the rows were when it was asked.
 */
describe('an export reads one consistent snapshot', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertRows(t.app.db, Array.from({ length: COUNT }, (_, i) => ({ id: rowId(i + 1), surname: surnameOf(i + 1), isStatus: 'pending' as const })));
  });
  afterAll(() => t.close());

  it('writes every application once, as it was, when rows change while a streamed export is paused midway', async () => {
    const { format: _format, ...filters } = ApplicationExportRequestSchema.parse({ sort: 'surname' });
    const file = await t.app.applications.export(filters, ACTOR, 'csv');
    const paused = await pausedAfter(file, 1 + EXPORT_BATCH);
    const written = parseCsv(paused.read.slice(1)).slice(1);
    expect(written[0]?.[0]).toBe(`Anita ${surnameOf(1)}`);

    // Meanwhile, other staff at work: the first row written now sorts last, the last one to come now
    // sorts first (read after the pause, by the order's cursor, both would be wrong: one twice, one
    // never), another to come is deleted, a new one is added, and one to come is approved.
    await t.app.db.update(applications).set({ surname: 'Zzz' }).where(eq(applications.id, rowId(1)));
    await t.app.db.update(applications).set({ surname: 'Aaa' }).where(eq(applications.id, rowId(COUNT)));
    await t.app.db.delete(applications).where(eq(applications.id, rowId(COUNT - 1)));
    await insertRows(t.app.db, [{ id: rowId(COUNT + 1), surname: 'Surname99999' }]);
    await t.app.db.update(applications).set({ isStatus: 'approved' }).where(eq(applications.id, rowId(COUNT - 2)));

    const rows = parseCsv((paused.read + (await paused.rest())).slice(1)).slice(1);
    const ids = rows.map((cells) => cells.at(-1));
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(ids).toEqual(Array.from({ length: COUNT }, (_, i) => rowId(i + 1)));
    expect(rows.map((cells) => cells[0])).toEqual(Array.from({ length: COUNT }, (_, i) => `Anita ${surnameOf(i + 1)}`));
    expect(rows.at(-3)?.[3]).toBe('Pending');
    // The count the history records is the count written.
    const [recorded] = await t.app.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'exported'));
    expect(recorded?.detail).toBe(`Export of ${COUNT.toLocaleString('en')} applications (all applications), by surname, A to Z`);
  });

  it('writes every activity entry once when the log is pruned while a streamed export is paused midway', async () => {
    const entries = 3 * ACTIVITY_EXPORT_BATCH;
    const at = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000);
    await insertHistory(t.app.db, Array.from({ length: entries }, (_, i) => ({ id: `entry-${String(i).padStart(5, '0')}`, action: 'exported' as const, detail: `Entry ${i}`, createdAt: at(i) })));
    const file = await t.app.activity.export(ActivityFiltersSchema.parse({}), ACTOR);
    const paused = await pausedAfter(file, 1 + ACTIVITY_EXPORT_BATCH);

    // The hourly maintenance removes the oldest entries, the ones still to be written, and a new one is added.
    const before = (await t.app.db.select({ id: applicationHistory.id }).from(applicationHistory)).length;
    const pruned = await pruneExpired(t.app.db, { sentEmailDays: 90, failedEmailDays: 365, activityLogDays: 365 }, at(ACTIVITY_EXPORT_BATCH + 365 * 1440));
    expect(pruned.activityEntries).toBe(ACTIVITY_EXPORT_BATCH);
    expect((await t.app.db.select({ id: applicationHistory.id }).from(applicationHistory)).length).toBe(before - ACTIVITY_EXPORT_BATCH);
    await insertHistory(t.app.db, [{ id: 'entry-new', action: 'exported', detail: 'Entry new', createdAt: at(entries) }]);

    const details = parseCsv((paused.read + (await paused.rest())).slice(1)).slice(1).map((cells) => cells[4]).filter((d) => d?.startsWith('Entry '));
    expect(details).toEqual(Array.from({ length: entries }, (_, i) => `Entry ${entries - 1 - i}`));
    await t.app.db.delete(applicationHistory).where(inArray(applicationHistory.action, ['exported']));
  });
});
