import path from 'node:path';
import type { AppConfig } from '../config/config.ts';
import type { FileStoreName } from '../config/s3-config.ts';
import type { Database } from '../db/client.ts';
import { DatabaseFileStorage } from './database-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';

export type { FileStorage } from './file-storage.ts';

type StorageConfig = Pick<AppConfig, 'dataDir' | 's3'>;

/**
 * A store by name: a folder under DATA_DIR, the database, or an S3 bucket (whose SDK is loaded only
 * then). Not yet checked: `check()` says whether the bucket answers.
 */
export async function openStorage(name: FileStoreName, config: StorageConfig, db: Database): Promise<FileStorage> {
  if (name === 'database') return new DatabaseFileStorage(db);
  if (name === 'local') return new LocalFileStorage(path.join(config.dataDir, 'files'));
  if (!config.s3) throw new Error('FILE_STORAGE=s3 needs the S3_* settings');
  const { S3FileStorage } = await import('./s3-storage.ts');
  return S3FileStorage.open(config.s3);
}

/** The store the configuration asks for (FILE_STORAGE). */
export function createStorage(config: Pick<AppConfig, 'fileStorage'> & StorageConfig, db: Database): Promise<FileStorage> {
  return openStorage(config.fileStorage, config, db);
}
