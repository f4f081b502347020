import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { secureDataDir } from '../lib/private-files.ts';
import { ApplicationsService } from '../services/applications.ts';
import { FilesService } from '../services/files.ts';
import { cleanupOrphans, MIN_ORPHAN_GRACE_SECONDS } from '../services/maintenance.ts';
import { RateLimiter } from '../services/rate-limiter.ts';
import { SettingsService } from '../services/settings.ts';
import { SlidersService } from '../services/sliders.ts';
import { SessionsService } from '../services/sessions.ts';
import { UsersService } from '../services/users.ts';
import { createStorage, type FileStorage } from '../storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    db: Database;
    users: UsersService;
    sessions: SessionsService;
    rateLimiter: RateLimiter;
    files: FilesService;
    storage: FileStorage;
    applications: ApplicationsService;
    sliders: SlidersService;
    settings: SettingsService;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** A database opened by the caller (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

/** Opens the database, applies migrations and attaches the domain services. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { config, database }) => {
    const handle =
      database ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        log: (level, message) => app.log[level](message),
      }));
    await handle.migrate();
    // After the database has written its files (PostgreSQL writes 0600 and 0700 itself; a PGlite
    // folder of an earlier release may hold 0666 files until it is imported and renamed).
    const tightened = secureDataDir(config.dataDir);
    if (tightened) app.log.info(tightened, 'removed group and other access from files in DATA_DIR');
    app.decorate('config', config);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.decorate('users', new UsersService(handle.db, config.argon2));
    app.decorate('sessions', new SessionsService(handle.db));
    app.decorate('rateLimiter', new RateLimiter(handle.db, config.secrets.jwt));
    const storage = createStorage(config, handle.db);
    app.decorate('storage', storage);
    const files = new FilesService(handle.db, storage, config.secrets.fileUrl);
    app.decorate('files', files);
    app.decorate('applications', new ApplicationsService(handle.db, files, config.timeZone));
    app.decorate('sliders', new SlidersService(handle.db, files));
    // The embedded database belongs to this one server: only its own uploads can be in progress.
    const grace = config.orphanGraceSeconds ?? (handle.driver === 'embedded' ? MIN_ORPHAN_GRACE_SECONDS : 3600);
    let running: Promise<void> | null = null;
    const cleanup = () => {
      running ??= cleanupOrphans(handle.db, storage, path.join(config.dataDir, 'tmp'), grace)
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
    const hourly = setInterval(() => void cleanup(), 3_600_000);
    hourly.unref();
    app.decorate('settings', new SettingsService(handle.db));
    app.addHook('onClose', async () => {
      clearInterval(hourly);
      await running;
      if (!database) await handle.close();
    });
  },
  { name: 'database' },
);
