/**
 * npm run backup -- FILE
 * Writes a consistent backup (database and files), read from one snapshot while the server runs.
 * The file is written 0600 under a temporary name in the target's folder and renamed into place
 * only when whole: a failed or interrupted backup leaves nothing behind.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { loadConfig, type AppConfig } from '../config/config.ts';
import { PRIVATE_FILE_MODE, usePrivateUmask } from '../lib/private-files.ts';
import { writeBackup } from '../maintenance/backup.ts';
import type { BackupReport } from '../db/backup-format.ts';
import { createStorage } from '../storage/index.ts';
import { assertCurrentStore } from '../storage/storage-move.ts';
import { openCliDatabase } from './cli-database.ts';

usePrivateUmask();

async function direct(config: AppConfig, out: Writable): Promise<BackupReport> {
  const database = await openCliDatabase(config);
  try {
    await assertCurrentStore(database.db, config);
    const storage = await createStorage(config, database.db);
    await storage.check?.();
    try {
      return await writeBackup(database.db, storage, out);
    } finally {
      storage.close?.();
    }
  } finally {
    await database.close();
  }
}

const given = process.argv[2];
if (!given) {
  process.stderr.write('Usage: npm run backup -- FILE\n');
  process.exit(2);
}
const config = loadConfig();
const target = path.resolve(given);
// Beside the target, so the rename into place is atomic; hidden, and unique to this run.
const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.partial`);
const removeTemp = () => rmSync(temp, { force: true });
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.once(signal, () => {
    removeTemp();
    process.exit(code);
  });
}

let out: Writable | undefined;
try {
  const file = await open(temp, 'wx', PRIVATE_FILE_MODE);
  // flush: the bytes are on disk before the file is renamed into place.
  out = file.createWriteStream({ flush: true });
  const report = await direct(config, out);
  await rename(temp, target);
  process.stdout.write(`Backup written to ${target}.\n`);
  if (report.missing.length) {
    process.stderr.write(`Warning: stored files missing, in the backup without their bytes (${report.missing.length}): ${report.missing.join(', ')}\n`);
  }
} catch (error) {
  out?.destroy();
  removeTemp();
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nNo backup was written.\n`);
  process.exitCode = 1;
}
