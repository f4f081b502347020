import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client.ts';

/**
 * Inserts many rows in one statement: one array parameter per column, unpacked by `unnest`. The
 * statement has a few dozen parameters whatever the row count, so it is parsed once and sent
 * compactly; measured 2.5-3x the rows/s of a multi-row VALUES list (ADR 009). Every row must set
 * the same keys as the first.
 */
export async function bulkInsert<T extends PgTable>(db: Database | Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const column = (key: string) => {
    const found = columns[key];
    if (!found) throw new Error(`no column ${key}`);
    return found;
  };
  const names = sql.join(keys.map((key) => sql.identifier(column(key).name)), sql`, `);
  const arrays = sql.join(
    keys.map((key) => {
      const values = rows.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return value instanceof Date ? value.toISOString() : value;
      });
      return sql`${sql.param(values)}::${sql.raw(column(key).getSQLType())}[]`;
    }),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
}
