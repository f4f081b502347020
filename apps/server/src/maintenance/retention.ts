import { sql, type SQL } from 'drizzle-orm';
import type { Retention } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationHistory as h, outbox } from '../db/schema.ts';

/**
 * Rows one statement removes: each batch is its own short transaction holding row locks on these
 * rows alone, so the outbox and the history stay readable and writable while years of rows go
 * (ADR 042).
 */
export const PRUNE_BATCH = 1000;

const DAY_MS = 86_400_000;

/** What one pass removed, kind by kind. */
export type PruneReport = Record<'sentEmail' | 'failedEmail' | 'activityEntries', number>;

/**
 * One batch of the rows `older` finds, oldest first through the index its order names; SKIP LOCKED,
 * so two instances pruning at once share the work instead of waiting on each other. How many went.
 */
async function pruneBatch(db: Database, table: SQL, older: SQL, order: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${table} where id in (
        select id from ${table} where ${older} order by ${order} limit ${PRUNE_BATCH} for update skip locked)
      returning 1)
    select count(*)::int as n from gone`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

async function pruneAll(db: Database, table: SQL, older: SQL, order: SQL): Promise<number> {
  let removed = 0;
  for (let n = PRUNE_BATCH; n === PRUNE_BATCH; removed += n) n = await pruneBatch(db, table, older, order);
  return removed;
}

/**
 * Removes what has been kept its time (Settings' `retention`, ADR 042): email sent more than
 * `sentEmailDays` ago; email that failed (tried eight times, or its link expired first) more than
 * `failedEmailDays` ago, the time it failed being its `due_at`; and activity-log entries (each
 * application's history too) older than `activityLogDays`. Queued, waiting and sending email is never
 * touched. `now` is the clock (tests set it).
 */
export async function pruneExpired(db: Database, retention: Retention, now = new Date()): Promise<PruneReport> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const sentBefore = before(retention.sentEmailDays);
  const failedBefore = before(retention.failedEmailDays);
  const activityBefore = before(retention.activityLogDays);
  return {
    sentEmail: await pruneAll(db, sql`${outbox}`, sql`${outbox.state} = 'sent' and ${outbox.sentAt} < ${sentBefore}`, sql`${outbox.sentAt}`),
    failedEmail: await pruneAll(db, sql`${outbox}`, sql`${outbox.state} = 'failed' and ${outbox.dueAt} < ${failedBefore}`, sql`${outbox.dueAt}`),
    activityEntries: await pruneAll(db, sql`${h}`, sql`${h.createdAt} < ${activityBefore}`, sql`${h.createdAt}, ${h.id}`),
  };
}
