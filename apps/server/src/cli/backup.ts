/**
 * npm run backup -- FILE
 * Writes a consistent backup (database and files). With the embedded database and the server
 * running, the server itself writes it (PGlite allows one process); otherwise it is read directly.
 */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { maintenanceToken } from '../lib/maintenance-token.ts';
import { writeBackup } from '../services/backup.ts';
import { createStorage } from '../storage/index.ts';
import { runningServer } from './running-server.ts';

const target = process.argv[2];
if (!target) {
  process.stderr.write('Usage: npm run backup -- FILE\n');
  process.exit(2);
}
const config = loadConfig();
const temp = `${target}.partial`;
const server = config.databaseUrl ? null : await runningServer(config.port);

if (server) {
  const res = await fetch(`${server}/api/maintenance/backup`, {
    method: 'POST',
    headers: { 'x-maintenance-token': maintenanceToken(config.secrets.jwt) },
  });
  if (!res.ok || !res.body) {
    process.stderr.write(`The running server refused the backup (${res.status}).\n`);
    process.exit(1);
  }
  await pipeline(Readable.fromWeb(res.body), createWriteStream(temp));
} else {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: path.join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    await writeBackup(database.db, createStorage(config, database.db), createWriteStream(temp));
  } finally {
    await database.close();
  }
}
await rename(temp, target);
process.stdout.write(`Backup written to ${target}${server ? ' by the running server' : ''}.\n`);
