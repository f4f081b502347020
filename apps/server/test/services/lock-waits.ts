import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Resolves once `count` connections to this database wait for a lock another holds: a test holding
 * a row lets concurrent requests all read the row before any of them may change it.
 */
export async function untilWaitingForLocks(db: Database, count: number): Promise<void> {
  for (let tries = 0; tries < 600; tries += 1) {
    const result = await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [{ waiting }] = (result as unknown as { rows: [{ waiting: number }] }).rows;
    if (waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`fewer than ${count} connections came to wait for a lock`);
}
