import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle } from './client.ts';
import { secureDataDir } from '../lib/private-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database opened by the caller (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
}

/** Opens the database (embedded, or DATABASE_URL's) and applies the migrations. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { database }) => {
    const { config } = app;
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
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    // onClose hooks run last-registered first: whatever uses the database has stopped by now.
    app.addHook('onClose', async () => {
      if (!database) await handle.close();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
