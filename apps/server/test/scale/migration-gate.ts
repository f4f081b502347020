import pg from 'pg';

export interface MigrationGate {
  /** Resolves once `count` connections to the database wait on a lock; throws after `ms`. */
  waiting: (count: number, ms?: number) => Promise<void>;
  /** Lets the waiting servers go, all at once. */
  release: () => Promise<void>;
}

/**
 * Holds servers starting on a new database at their migrations until all of them are there, so
 * they race for them as instances started at one moment would, whatever each one's start-up time.
 * An uncommitted `CREATE SCHEMA drizzle` (the first thing Drizzle's migrator creates) stops the
 * first to arrive; the others queue on the migrations' advisory lock, or, without one, behind the
 * same schema. It is rolled back on release, leaving the database as new as it was (committed, it
 * would break the waiting `CREATE SCHEMA IF NOT EXISTS` with a duplicate key). `waiting` fails if
 * the gate holds nobody, so a renamed schema cannot quietly make it a no-op.
 */
export async function holdMigrations(url: string): Promise<MigrationGate> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('CREATE SCHEMA drizzle');
  let released = false;
  return {
    async waiting(count, ms = 30_000) {
      const watcher = new pg.Client({ connectionString: url });
      await watcher.connect();
      try {
        for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
          const { rows } = await watcher.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if ((rows[0]?.n ?? 0) >= count) return;
        }
        throw new Error(`fewer than ${count} servers reached the migrations within ${ms} ms`);
      } finally {
        await watcher.end();
      }
    },
    async release() {
      if (released) return;
      released = true;
      await holder.query('ROLLBACK');
      await holder.end();
    },
  };
}
