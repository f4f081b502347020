import path from 'node:path';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { DatabaseFileStorage } from './database-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';

export type { FileStorage } from './file-storage.ts';

/** The storage the configuration asks for: a folder under DATA_DIR, or the database. */
export function createStorage(config: Pick<AppConfig, 'fileStorage' | 'dataDir'>, db: Database): FileStorage {
  return config.fileStorage === 'database'
    ? new DatabaseFileStorage(db)
    : new LocalFileStorage(path.join(config.dataDir, 'files'));
}
