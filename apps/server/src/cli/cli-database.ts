import path from 'node:path';
import type { AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { secureDataDir } from '../lib/private-files.ts';

/**
 * The configured database for a command-line tool, migrated, with DATA_DIR made private once the
 * embedded database has written its files. Says what it tightened (counts and folders, no names).
 */
export async function openCliDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    makeDataDirPrivate(config.dataDir);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
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
