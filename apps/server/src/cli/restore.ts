/**
 * npm run restore -- FILE
 * Replaces the database's contents and the stored files with a backup. Stop the server first.
 */
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { restoreBackup } from '../services/backup.ts';
import { createStorage } from '../storage/index.ts';
import { runningServer } from './running-server.ts';

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
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
try {
  await database.migrate();
  const counts = await restoreBackup(database.db, createStorage(config, database.db), createReadStream(source));
  process.stdout.write(`Restored ${counts.rows} rows and ${counts.files} files from ${source}.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
