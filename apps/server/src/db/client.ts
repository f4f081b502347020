import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrateJobQueue } from '../lib/job-queue-schema.ts';
import { startEmbeddedPostgres, type EmbeddedOptions } from './embedded-postgres.ts';
import { importPgliteDataDir } from './pglite-import.ts';
import * as schema from './schema.ts';
import { SERVER_ROOT } from '../paths.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a `db.transaction` callback is handed: queries inside that transaction. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** `embedded`: PostgreSQL started by this process in DATA_DIR; `postgres`: a server at DATABASE_URL. */
  driver: 'embedded' | 'postgres';
  /** The pool behind `db`: the job queue's workers take their connections from it (ADR 054). */
  pool?: pg.Pool;
  /**
   * Runs the migrations in drizzle/ (idempotent); on the embedded database it first brings in the
   * data of a PGlite folder left by an earlier release, once (ADR 043).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');

/** An arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK_ID = 7_301_947;
/** Per process; instances x this, plus the tools, must stay under the server's max_connections. */
const POOL_SIZE = 10;
/**
 * The embedded database serves one instance on a small machine: each connection is a PostgreSQL
 * process with its own caches and prepared statements, and a small machine's cores keep no more
 * than a few busy (bench:footprint's soak on 2 cores: 282 requests/s with ten, 277 with five).
 */
const EMBEDDED_POOL_SIZE = 5;

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, the embedded PostgreSQL in `dataDir`. */
  databaseUrl?: string | undefined;
  /** DATA_DIR, for the embedded database. */
  dataDir?: string;
  /** Command-line tools: use the embedded database the running server started, if it runs. */
  reuseRunning?: boolean;
  log?: EmbeddedOptions['log'];
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPool(new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE }), 'postgres');
  if (!options.dataDir) throw new Error('openDatabase needs DATABASE_URL or DATA_DIR');
  const dataDir = options.dataDir;
  const cluster = await startEmbeddedPostgres({ dataDir, reuseRunning: options.reuseRunning ?? false, ...(options.log ? { log: options.log } : {}) });
  const handle = openPool(new pg.Pool({ ...cluster.connection, max: EMBEDDED_POOL_SIZE }), 'embedded', (client) =>
    importPgliteDataDir(dataDir, client, migrationsFolder, options.log));
  return {
    ...handle,
    async close() {
      await handle.close();
      await cluster.stop();
    },
  };
}

/** `beforeMigrations` runs on the migrating connection, under the migration lock. */
function openPool(pool: pg.Pool, driver: DatabaseHandle['driver'], beforeMigrations?: (client: pg.PoolClient) => Promise<void>): DatabaseHandle {
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // A client in use that loses its connection (a restart of PostgreSQL) fails its query; without a
  // listener its 'error' event would end the process (the job queue's LISTEN client among them).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    driver,
    pool,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await beforeMigrations?.(client);
        await migratePg(drizzle(client, { schema }), { migrationsFolder }).catch((error: unknown) => {
          throw migrationFailed(error);
        });
        await migrateJobQueue(pool);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Why the database could not be brought up to this release (ADR 043): the database's own message,
 * never the failed statement or the error's detail, which can quote a stored value.
 */
function migrationFailed(error: unknown): Error {
  const reason = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
  return new Error(
    `The database could not be brought up to this release: ${reason}. Nothing was changed: the migrations run in one transaction, so the database is as the earlier release left it.`,
  );
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
