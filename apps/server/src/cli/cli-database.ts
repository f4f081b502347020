import type { AppConfig } from '../config/config.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/client.ts';
import { secureDataDir } from '../lib/private-files.ts';

/**
 * The configured database for a command-line tool, migrated, with DATA_DIR made private once the
 * embedded database has written its files. Says what it tightened (counts and folders, no names).
 */
export async function openCliDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase(cliDatabaseOptions(config));
  try {
    await database.migrate();
    makeDataDirPrivate(config.dataDir);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The server's database: with the embedded one, the tool uses the PostgreSQL the running server
 * started in DATA_DIR, or starts it for the time it runs. What it does is said on standard output,
 * what fails on standard error.
 */
export function cliDatabaseOptions(config: AppConfig): DatabaseOptions {
  return {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    reuseRunning: true,
    log: (level, message) => {
      if (level === 'info') process.stdout.write(`${message}\n`);
      if (level === 'error') process.stderr.write(`${message}\n`);
    },
  };
}

/** Takes group and other access off DATA_DIR and everything in it, and says what it changed. */
export function makeDataDirPrivate(dataDir: string): void {
  const tightened = secureDataDir(dataDir);
  if (tightened) {
    process.stdout.write(
      `Removed group and other access from ${tightened.files} files and ${tightened.folders} folders under ${tightened.folder} (${tightened.within.join(', ')}).\n`,
    );
  }
}
