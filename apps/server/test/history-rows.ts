import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { applicationHistory } from '../src/db/schema.ts';
import { bulkInsert } from '../src/seed/bulk-insert.ts';

export type HistoryRow = typeof applicationHistory.$inferInsert;

/**
 * History entries written straight to the table, each time and actor chosen by the test (the
 * service stamps them itself): the activity log is about stored entries, whoever wrote them.
 */
export async function insertHistory(db: Database, rows: (Partial<HistoryRow> & Pick<HistoryRow, 'id' | 'action'>)[]): Promise<void> {
  const base = (row: Partial<HistoryRow> & Pick<HistoryRow, 'id' | 'action'>): HistoryRow => ({
    applicationId: null, actorId: null, actorName: 'Test Staff', detail: '', reason: '', createdAt: new Date('2026-01-01T00:00:00Z'), ...row,
  });
  for (let from = 0; from < rows.length; from += 1000) await bulkInsert(db, applicationHistory, rows.slice(from, from + 1000).map(base));
  await db.execute(sql`analyze application_history`);
}
