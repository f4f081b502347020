import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { asc, getTableName, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { FILE_REMOVAL_LOCK } from '../storage/files.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, primaryKeyOrder, TABLES, type BackupReport, type Line } from '../db/backup-format.ts';

const BATCH = 1000;

/**
 * How long a backup waits for its reader to take more. The backup's snapshot is one transaction,
 * and the embedded database runs one at a time: a reader that stops (a paused `npm run backup`, a
 * full disk) would otherwise hold every other request of the server until it went away.
 */
export const BACKUP_STALL_MS = 60_000;

async function writeLine(out: Writable, line: Line, signal: AbortSignal, stallMs: number): Promise<void> {
  signal.throwIfAborted();
  if (out.write(`${JSON.stringify(line)}\n`)) return;
  try {
    await once(out, 'drain', { signal: AbortSignal.any([signal, AbortSignal.timeout(stallMs)]) });
  } catch (error) {
    signal.throwIfAborted();
    throw new Error(`The backup's reader took nothing for ${stallMs / 1000} s: the backup was abandoned.`, { cause: error });
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type WriteLine = (line: Line) => Promise<void>;

/** Every stored file's bytes, a batch of ids at a time; a file whose bytes are gone is listed as missing. */
async function writeFiles(tx: Tx, storage: FileStorage, write: WriteLine, report: BackupReport): Promise<void> {
  for (let offset = 0; ; offset += BATCH) {
    const batch = await tx.select({ id: files.id }).from(files).orderBy(asc(files.id)).limit(BATCH).offset(offset);
    for (const { id } of batch) {
      const stream = await storage.read(id);
      if (!stream) {
        report.missing.push(id);
        continue;
      }
      await write({ type: 'file', id, data: (await readAll(stream)).toString('base64') });
      report.files += 1;
    }
    if (batch.length < BATCH) break;
  }
}

async function writeTables(tx: Tx, write: WriteLine, report: BackupReport): Promise<void> {
  for (const table of TABLES) {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await tx.select().from(table).orderBy(...primaryKeyOrder(table)).limit(BATCH).offset(offset);
      if (rows.length) await write({ type: 'rows', table: getTableName(table), rows });
      report.rows += rows.length;
      if (rows.length < BATCH) break;
    }
  }
}

/**
 * Writes the database's lasting tables and every stored file as gzipped JSON lines, from one
 * repeatable-read snapshot, so the result is consistent while the server keeps running. A stored
 * file whose bytes are gone is listed in the end line and the backup goes on. If the destination
 * fails or closes (a client that went away), the backup stops and its transaction ends.
 */
export async function writeBackup(
  db: Database,
  storage: FileStorage,
  destination: Writable,
  { stallMs = BACKUP_STALL_MS }: { stallMs?: number } = {},
): Promise<BackupReport> {
  const gzip = createGzip();
  const stopped = new AbortController();
  const delivered = pipeline(gzip, destination).catch((error: unknown) => {
    stopped.abort(error);
    throw error;
  });
  // Observed now: a failed delivery must stop the backup, never surface later as an unhandled
  // rejection (the server treats those as fatal and shuts down).
  delivered.catch(() => {});
  const write = (line: Line) => writeLine(gzip, line, stopped.signal, stallMs);
  const report: BackupReport = { rows: 0, files: 0, missing: [] };
  try {
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock_shared(${FILE_REMOVAL_LOCK})`);
        await write({ type: 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() });
        await writeFiles(tx, storage, write, report);
        await writeTables(tx, write, report);
        await write({ type: 'end', ...report });
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
  } catch (error) {
    gzip.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  await delivered;
  return report;
}
