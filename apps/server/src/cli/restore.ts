/**
 * npm run restore -- FILE
 * Replaces the database's contents and the stored files with a backup. Stop the server first.
 */
import { createReadStream } from 'node:fs';
import { loadConfig } from '../config/config.ts';
import { usePrivateUmask } from '../lib/private-files.ts';
import { restoreBackup } from '../maintenance/restore.ts';
import { createStorage } from '../storage/index.ts';
import { assertCurrentStore } from '../storage/storage-move.ts';
import { openCliDatabase } from './cli-database.ts';
import { runningServer } from './running-server.ts';

usePrivateUmask();

const source = process.argv[2];
if (!source) {
  process.stderr.write('Usage: npm run restore -- FILE\n');
  process.exit(2);
}
const config = loadConfig();
if (await runningServer(config.port)) {
  process.stderr.write(`A VisaDesk server is running on port ${config.port}: stop it before restoring.\n`);
  process.exit(1);
}
const database = await openCliDatabase(config);
try {
  await assertCurrentStore(database.db, config);
  const storage = await createStorage(config, database.db);
  await storage.check?.();
  const report = await restoreBackup(database.db, storage, createReadStream(source)).finally(() => storage.close?.());
  process.stdout.write(`Restored ${report.rows} rows and ${report.files} files from ${source}.\n`);
  if (report.missing.length) {
    const ids = report.missing.join(', ');
    process.stderr.write(`Warning: stored files missing when the backup was made, restored without their bytes (${report.missing.length}): ${ids}\n`);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
