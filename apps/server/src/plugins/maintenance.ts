import fp from 'fastify-plugin';
import { cleanupOrphans, MIN_ORPHAN_GRACE_SECONDS } from '../services/maintenance.ts';
import { uploadTempDir } from '../uploads/multipart.ts';

const HOURLY_MS = 3_600_000;

/** Removes the files interrupted writes left behind: once the desk is ready, then every hour. */
export const maintenancePlugin = fp(
  async (app) => {
    const { config, database, storage } = app;
    // The embedded database belongs to this one server: only its own uploads can be in progress.
    const grace = config.orphanGraceSeconds ?? (database.driver === 'embedded' ? MIN_ORPHAN_GRACE_SECONDS : 3600);
    let running: Promise<void> | null = null;
    const cleanup = () => {
      running ??= cleanupOrphans(database.db, storage, uploadTempDir(config.dataDir), grace)
        .then(
          (cleaned) => {
            if (cleaned.tempFiles + cleaned.unreferencedRows + cleaned.strayFiles > 0) {
              app.log.warn(cleaned, 'removed files left by interrupted writes');
            }
          },
          (err: unknown) => app.log.error({ err }, 'cleanup of leftover files failed'),
        )
        .finally(() => {
          running = null;
        });
      return running;
    };
    // Once the desk is ready, not before: it answers while the clean-up walks the stored files
    // (seconds on 500,000 of them). Other instances may crash too; their leftovers pass the grace
    // period while this one runs, hence hourly.
    app.addHook('onReady', async () => {
      void cleanup();
    });
    const hourly = setInterval(() => void cleanup(), HOURLY_MS);
    hourly.unref();
    app.addHook('onClose', async () => {
      clearInterval(hourly);
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['services'] },
);
