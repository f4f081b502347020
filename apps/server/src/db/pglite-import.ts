import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { primaryKeyOrder, TABLES } from '../services/backup-format.ts';
import { applications, fileBlobs, files, users } from './schema.ts';
import type * as schema from './schema.ts';

type AnyDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
type Log = (level: 'debug' | 'info' | 'error', message: string) => void;

const BATCH = 500;

/** What an earlier release kept: every lasting table, and the file bytes kept in the database. */
const IMPORTED: PgTable[] = TABLES.flatMap((t) => (t === files ? [files, fileBlobs] : [t]));

async function holdsData(db: AnyDatabase): Promise<boolean> {
  const found = (await db.execute(sql`select (exists (select 1 from ${users}) or exists (select 1 from ${applications})) as found`)) as unknown as { rows: { found: boolean }[] };
  return Boolean(found.rows[0]?.found);
}

/**
 * Releases before ADR 013 kept the embedded database in `DATA_DIR/pglite` (PGlite). Its rows are
 * copied once into the embedded PostgreSQL, in one transaction, and the folder is then renamed
 * `pglite.imported-<date>` (kept, never deleted: the operator removes it once satisfied).
 * Sessions and rate-limit counters are not carried over: everyone signs in again. A crash between
 * the commit and the rename is safe: a database that already holds staff or applications is never
 * imported into, and the folder is then only renamed.
 */
export async function importPgliteDataDir(dataDir: string, db: AnyDatabase, log: Log = () => {}): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return;
  if (!(await holdsData(db))) {
    log('info', `importing the data of ${folder} (an earlier release's embedded database); this happens once`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(folder, { extensions: { pg_trgm } });
    try {
      const old = drizzle(client) as unknown as AnyDatabase;
      const counts = await db.transaction(async (tx) => {
        for (const table of [...IMPORTED].reverse()) await tx.delete(table);
        const copied: string[] = [];
        for (const table of IMPORTED) {
          let rows = 0;
          for (let offset = 0; ; offset += BATCH) {
            const batch = await old.select().from(table).orderBy(...primaryKeyOrder(table)).limit(BATCH).offset(offset);
            if (batch.length) await tx.insert(table).values(batch);
            rows += batch.length;
            if (batch.length < BATCH) break;
          }
          copied.push(`${getTableName(table)} ${rows}`);
        }
        return copied;
      });
      log('info', `imported from ${folder}: ${counts.join(', ')}`);
    } finally {
      await client.close();
    }
  }
  const dated = `${folder}.imported-${new Date().toISOString().slice(0, 10)}`;
  const kept = existsSync(dated) ? `${dated}-${Date.now()}` : dated;
  renameSync(folder, kept);
  log('info', `the earlier embedded database is kept as ${path.basename(kept)}; remove it once the desk shows everything`);
}
