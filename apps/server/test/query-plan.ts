import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** PostgreSQL's plan of a statement (EXPLAIN), one line a node: what the plan tests read. */
export async function planOf(db: Database, query: SQL | { getSQL(): SQL }): Promise<string> {
  const result = await db.execute(sql`explain ${query}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
}
