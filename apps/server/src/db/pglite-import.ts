import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { TRANSIENT } from './backup-format.ts';
import { fileBlobs } from './schema.ts';

type Log = (level: 'debug' | 'info' | 'error', message: string) => void;
type Query = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

const BATCH = 500;
/** File bytes (the `database` storage driver) are up to 10 MB a row, twice that as JSON text. */
const BLOB_BATCH = 4;
/** Sessions and rate-limit counters are not carried: everyone signs in again. */
const NOT_CARRIED = new Set(TRANSIENT.map(getTableName));

interface Migration {
  tag: string;
  statements: string[];
  hash: string;
  folderMillis: number;
}

/** The migrations in drizzle/, in order, with their names (drizzle-kit's journal). */
function readMigrations(migrationsFolder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return readMigrationFiles({ migrationsFolder }).map((m, i) => ({
    tag: journal.entries[i]?.tag ?? String(m.folderMillis),
    statements: m.sql.filter((s) => s.trim() !== ''),
    hash: m.hash,
    folderMillis: m.folderMillis,
  }));
}

/** Thrown with the reason an earlier release's folder could not be brought in; the folder is untouched. */
export class UpgradeError extends Error {}

/** What a PostgreSQL data folder cannot be opened without (the control file, the write-ahead log, the commit log). */
const REQUIRED = [
  { part: 'global/pg_control', present: (p: string) => existsSync(p) },
  { part: 'pg_wal', present: (p: string) => existsSync(p) && readdirSync(p, { withFileTypes: true }).some((e) => e.isFile()) },
  { part: 'pg_xact', present: (p: string) => existsSync(p) && readdirSync(p).length > 0 },
  { part: 'base', present: (p: string) => existsSync(p) && readdirSync(p).length > 0 },
];

/** A folder copied in part (a copy or an unpacking that stopped): named before PGlite tries it, which says only that it failed. */
function checkComplete(folder: string): void {
  const missing = REQUIRED.filter(({ part, present }) => !present(path.join(folder, part))).map(({ part }) => part);
  if (missing.length) throw new UpgradeError(`it is incomplete (no ${missing.join(', ')}), as if it was copied only in part`);
}

async function openCopy(copy: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  try {
    return await PGlite.create(copy, { extensions: { pg_trgm } });
  } catch (error) {
    throw new UpgradeError(`PGlite could not open it (${(error as Error).message}); the folder is damaged or was not made by PGlite`);
  }
}

/** How long each step took, for the log line that reports the import (ADR 043 has the figures). */
class Steps {
  private last = Date.now();
  readonly taken: string[] = [];

  done(step: string): void {
    const now = Date.now();
    this.taken.push(`${step} ${((now - this.last) / 1000).toFixed(1)} s`);
    this.last = now;
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function holdsData(query: Query): Promise<boolean> {
  const tables = await query(`select to_regclass('public.users') is not null and to_regclass('public.applications') is not null as made`);
  if (!tables.rows[0]?.made) return false;
  const found = await query('select (exists (select 1 from users) or exists (select 1 from applications)) as found');
  return Boolean(found.rows[0]?.found);
}

/** How far the earlier release had migrated its database: a prefix of today's migrations. */
async function migratedTo(old: Query, migrations: Migration[]): Promise<number> {
  const exists = await old(`select to_regclass('drizzle.__drizzle_migrations') is not null as made`);
  if (!exists.rows[0]?.made) throw new UpgradeError('it holds no record of its migrations, so it is not a VisaDesk database');
  const applied = (await old('select created_at::text as at from drizzle.__drizzle_migrations order by created_at')).rows.map((r) => Number(r.at));
  applied.forEach((at, i) => {
    if (migrations[i]?.folderMillis !== at) {
      throw new UpgradeError(`its migration of ${new Date(at).toISOString()} is not one this release knows (a newer release made it, or it was changed by hand)`);
    }
  });
  if (applied.length === 0) throw new UpgradeError('no migration was ever applied to it');
  return applied.length;
}

/** Every lasting table of the old database, each after the tables its foreign keys point at. */
async function tablesInOrder(old: Query): Promise<string[]> {
  const names = (await old(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows.map((r) => String(r.tablename));
  const edges = (await old(`select conrelid::regclass::text as child, confrelid::regclass::text as parent from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`)).rows;
  const ordered: string[] = [];
  const visit = (name: string, trail: string[]) => {
    if (ordered.includes(name) || trail.includes(name)) return;
    for (const e of edges) if (e.child === name && e.parent !== name) visit(String(e.parent), [...trail, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name.replace(/^"|"$/g, ''), []);
  return ordered.filter((name) => !NOT_CARRIED.has(name));
}

async function columnsOf(query: Query, table: string): Promise<string> {
  const found = await query(
    `select string_agg(column_name || ' ' || data_type, ', ' order by ordinal_position) as columns from information_schema.columns where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return String(found.rows[0]?.columns ?? '');
}

/**
 * Copies one table, rows as JSON text (no value passes through JavaScript numbers or dates), into
 * the same table at the same schema version; the columns must be the same, or nothing is copied.
 */
async function copyTable(old: Query, tx: Query, table: string): Promise<number> {
  const [had, has] = [await columnsOf(old, table), await columnsOf(tx, table)];
  if (had !== has) throw new UpgradeError(`its table ${table} has the columns (${had}), where its release's migrations make (${has})`);
  const quoted = quote(table);
  const batchSize = table === getTableName(fileBlobs) ? BLOB_BATCH : BATCH;
  await old(`declare upgrade_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoted} t`);
  let rows = 0;
  try {
    for (;;) {
      const batch = (await old(`fetch ${batchSize} from upgrade_rows`)).rows.map((r) => String(r.row));
      if (batch.length) await tx(`insert into ${quoted} select * from jsonb_populate_recordset(null::${quoted}, $1::jsonb)`, [`[${batch.join(',')}]`]);
      rows += batch.length;
      if (batch.length < batchSize) return rows;
    }
  } finally {
    await old('close upgrade_rows');
  }
}

async function applyMigrations(tx: Query, migrations: Migration[]): Promise<void> {
  for (const migration of migrations) {
    try {
      for (const statement of migration.statements) await tx(statement);
    } catch (error) {
      throw new UpgradeError(`migration ${migration.tag} failed: ${(error as Error).message}`);
    }
    await tx('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [migration.hash, migration.folderMillis]);
  }
}

/**
 * In one transaction on the new database: the migrations the earlier release had applied, its rows
 * copied table by table, then the migrations that came after it, so every data migration runs on
 * the rows as they were (ADR 043). The new database holds no staff and no applications (checked
 * under the migration lock), so whatever an earlier failed attempt left in it is replaced.
 */
async function bringIn(old: Query, client: pg.PoolClient, migrationsFolder: string, steps: Steps): Promise<string[]> {
  const migrations = readMigrations(migrationsFolder);
  const at = await migratedTo(old, migrations);
  const tables = await tablesInOrder(old);
  const tx: Query = (text, values) => client.query(text, values);
  await old('begin read only');
  await tx('begin');
  try {
    await tx('drop schema if exists drizzle cascade');
    await tx('drop schema public cascade');
    await tx('create schema public');
    await tx('create schema drizzle');
    await tx('create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)');
    await applyMigrations(tx, migrations.slice(0, at));
    steps.done('its migrations');
    // Rows the migrations seed (the status counters) are the old database's to give.
    for (const table of [...tables].reverse()) await tx(`delete from ${quote(table)}`);
    const copied: string[] = [];
    for (const table of tables) copied.push(`${table} ${await copyTable(old, tx, table)}`);
    steps.done('rows');
    await applyMigrations(tx, migrations.slice(at));
    await tx('commit');
    steps.done('later migrations');
    return [`at ${migrations[at - 1]?.tag}`, ...copied, `then ${migrations.length - at} migrations`];
  } catch (error) {
    await tx('rollback').catch(() => {});
    throw error;
  } finally {
    await old('rollback').catch(() => {});
  }
}

/**
 * Releases before ADR 013 kept the embedded database in `DATA_DIR/pglite` (PGlite). At the first
 * start of a later release its rows are brought into the embedded PostgreSQL once (ADR 043): a copy
 * of the folder is opened (PGlite writes to any folder it opens), and only when everything has been
 * committed is the folder renamed `pglite.imported-<date>` (kept: the operator removes it once
 * satisfied). If anything fails, the folder is as it was, the new database holds none of it, and
 * the error says why. Sessions and rate-limit counters are not carried over. A crash between the
 * commit and the rename is safe: a database that already holds staff or applications is never
 * imported into, and the folder is then only renamed. Runs under the migration lock, before the
 * migrations, on `client`.
 */
export async function importPgliteDataDir(dataDir: string, client: pg.PoolClient, migrationsFolder: string, log: Log = () => {}): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) return;
  if (!(await holdsData((text, values) => client.query(text, values)))) {
    log('info', `importing the data of ${folder} (an earlier release's embedded database); this happens once`);
    const started = Date.now();
    const steps = new Steps();
    const copy = path.join(dataDir, '.pglite-upgrading');
    try {
      checkComplete(folder);
      rmSync(copy, { recursive: true, force: true });
      cpSync(folder, copy, { recursive: true });
      steps.done('copying the folder');
      const pglite = await openCopy(copy);
      steps.done('opening it');
      try {
        const old: Query = async (text, values) => ({ rows: (await pglite.query<Record<string, unknown>>(text, values)).rows });
        const counts = await bringIn(old, client, migrationsFolder, steps);
        log('info', `imported from ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s (${steps.taken.join(', ')}): ${counts.join(', ')}`);
      } finally {
        await pglite.close().catch(() => {});
      }
    } catch (error) {
      const reason = error instanceof UpgradeError ? error.message : `${(error as Error).message || String(error)}`;
      throw new UpgradeError(
        `The data of ${folder} (an earlier release's embedded database) could not be brought into this release: ${reason}. ` +
          `Nothing was changed: ${folder} is as it was and the new database holds none of it. Start the release that made it to check the folder, or restore a backup.`,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  const dated = `${folder}.imported-${new Date().toISOString().slice(0, 10)}`;
  const kept = existsSync(dated) ? `${dated}-${Date.now()}` : dated;
  renameSync(folder, kept);
  log('info', `the earlier embedded database is kept as ${path.basename(kept)}; remove it once the desk shows everything`);
}
