import { Logger, runMigrations } from 'graphile-worker';
import type pg from 'pg';

/** graphile-worker's messages where nobody reads them: its migrations report only by throwing. */
export const quietJobLog = new Logger(() => () => {});

/**
 * graphile-worker's own tables and functions (the `graphile_worker` schema), brought up to this
 * release with the desk's own migrations (idempotent): a write can add a job from the first start on.
 */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: quietJobLog });
}
