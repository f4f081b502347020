import fp from 'fastify-plugin';
import { MIN_ORPHAN_GRACE_SECONDS } from '../config/config.ts';
import { cleanupOrphans } from './maintenance.ts';
import { pruneExpired } from './retention.ts';
import { readSettings } from '../settings/settings.ts';
import { uploadTempDir } from '../uploads/multipart.ts';

/** The job queue's task (ADR 054): at the start of each hour (UTC), by one instance. */
export const HOUSEKEEPING = 'housekeeping';
const HOURLY = '0 * * * *';

/**
 * The desk's housekeeping, once this instance is ready (what a crash of it left in its own temp
 * folders) and then every hour on the job queue: removes the files interrupted writes left behind,
 * then what has been kept its time (sent and failed email, the activity log: Settings' `retention`,
 * ADR 042), then jobs that failed for good. Each part fails on its own; the next hour tries again.
 */
export const maintenancePlugin = fp(
  async (app) => {
    const { config, database, storage } = app;
    // The embedded database belongs to this one server: only its own uploads can be in progress.
    const grace = config.orphanGraceSeconds ?? (database.driver === 'embedded' ? MIN_ORPHAN_GRACE_SECONDS : 3600);
    const cleanupFiles = () => cleanupOrphans(database.db, storage, uploadTempDir(config.dataDir), grace).then(
      (cleaned) => {
        if (cleaned.tempFiles + cleaned.unreferencedRows + cleaned.strayFiles > 0) {
          app.log.warn(cleaned, 'removed files left by interrupted writes');
        }
      },
      (err: unknown) => app.log.error({ err }, 'cleanup of leftover files failed'),
    );
    const prune = async () => {
      try {
        const pruned = await pruneExpired(database.db, (await readSettings(database.db)).retention);
        if (pruned.sentEmail + pruned.failedEmail + pruned.activityEntries > 0) app.log.info(pruned, 'removed email and activity kept their time');
      } catch (err) {
        app.log.error({ err }, 'pruning of old email and activity failed');
      }
    };
    const failedJobs = () => app.jobs.removeFailedJobs().catch((err: unknown) => app.log.error({ err }, 'removing failed jobs failed'));
    let running: Promise<void> | null = null;
    // Uploads by link that stopped moving a day ago (ADR 050): the upload protocol's plugin, registered later.
    const abandonedUploads = () =>
      (app.cleanUpAbandonedUploads?.() ?? Promise.resolve()).catch((err: unknown) => app.log.error({ err }, 'removing abandoned uploads failed'));
    const housekeeping = () => {
      running ??= cleanupFiles()
        .then(abandonedUploads)
        .then(prune)
        .then(failedJobs)
        .finally(() => {
          running = null;
        });
      return running;
    };
    // Once the desk is ready, not before: it answers while the clean-up walks the stored files
    // (seconds on 500,000 of them). Other instances may crash too; their leftovers pass the grace
    // period while this one runs, hence hourly.
    app.addHook('onReady', async () => {
      void housekeeping();
    });
    app.jobs.define(HOUSEKEEPING, housekeeping, HOURLY);
    app.addHook('onClose', async () => {
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['services', 'jobs'] },
);
