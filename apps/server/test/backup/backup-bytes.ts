import { PassThrough } from 'node:stream';
import type { Database } from '../../src/db/client.ts';
import { writeBackup } from '../../src/maintenance/backup.ts';
import type { FileStorage } from '../../src/storage/index.ts';

/** A whole backup of `db` and `storage`, as `npm run backup` writes it, in memory. */
export async function backupBytes(db: Database, storage: FileStorage): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup(db, storage, out);
  return Buffer.concat(chunks);
}
