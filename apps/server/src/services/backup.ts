import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  applicationDocuments,
  applicationHistory,
  applications,
  applicationStats,
  fileBlobs,
  files,
  rateLimits,
  refreshTokens,
  sessions,
  settings,
  sliders,
  users,
} from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';

export const BACKUP_FORMAT = 'visadesk-backup';
export const BACKUP_VERSION = 1;
/** Held shared by a backup, exclusively by file removal: no bytes vanish under a running backup. */
export const FILE_REMOVAL_LOCK = 7_301_948;

/** In foreign-key order. Sessions, refresh tokens and rate-limit counters are not kept. */
const TABLES: PgTable[] = [users, settings, files, sliders, applications, applicationDocuments, applicationHistory, applicationStats];
const TRANSIENT: PgTable[] = [refreshTokens, sessions, rateLimits];
const BATCH = 1000;

type Line =
  | { type: 'header'; format: string; version: number; createdAt: string }
  | { type: 'file'; id: string; data: string }
  | { type: 'rows'; table: string; rows: Record<string, unknown>[] }
  | { type: 'end'; rows: number; files: number; missing?: string[] };

/** What a backup holds, and the stored files that were missing when it was made (their rows are kept). */
export interface BackupReport {
  rows: number;
  files: number;
  missing: string[];
}

async function writeLine(out: Writable, line: Line, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain', { signal });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function primaryKeyOrder(table: PgTable) {
  const columns = Object.values(getTableColumns(table));
  const keyed = columns.filter((c) => c.primary);
  return (keyed.length ? keyed : columns).map((c) => asc(c));
}

/**
 * Writes the database's lasting tables and every stored file as gzipped JSON lines, from one
 * repeatable-read snapshot, so the result is consistent while the server keeps running. A stored
 * file whose bytes are gone is listed in the end line and the backup goes on. If the destination
 * fails or closes (a client that went away), the backup stops and its transaction ends.
 */
export async function writeBackup(db: Database, storage: FileStorage, destination: Writable): Promise<BackupReport> {
  const gzip = createGzip();
  const stopped = new AbortController();
  const delivered = pipeline(gzip, destination).catch((error: unknown) => {
    stopped.abort(error);
    throw error;
  });
  // Observed now: a failed delivery must stop the backup, never surface later as an unhandled
  // rejection (the server treats those as fatal and shuts down).
  delivered.catch(() => {});
  const write = (line: Line) => writeLine(gzip, line, stopped.signal);
  const report: BackupReport = { rows: 0, files: 0, missing: [] };
  try {
    await db.transaction(
      async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock_shared(${FILE_REMOVAL_LOCK})`);
        await write({ type: 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() });
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
        for (const table of TABLES) {
          for (let offset = 0; ; offset += BATCH) {
            const rows = await tx.select().from(table).orderBy(...primaryKeyOrder(table)).limit(BATCH).offset(offset);
            if (rows.length) await write({ type: 'rows', table: getTableName(table), rows });
            report.rows += rows.length;
            if (rows.length < BATCH) break;
          }
        }
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

function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    out[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/** The lines of a gzipped backup; a failure to read or unzip it ends the lines with that error. */
function backupLines(source: Readable): AsyncIterable<string> {
  const unzipped = createGunzip();
  pipeline(source, unzipped).catch(() => {
    // pipeline has destroyed `unzipped` with the error: the reader of the lines receives it.
  });
  return createInterface({ input: unzipped, crlfDelay: Infinity });
}

/**
 * Replaces the database's lasting tables and the stored files with a backup. File bytes are
 * written first (checked against their sha256), then every row in one transaction that commits
 * only when the backup's end marker has been read: a truncated backup changes no row. Files the
 * backup lists as missing when it was made are restored as rows without bytes, and reported.
 */
export async function restoreBackup(db: Database, storage: FileStorage, source: Readable): Promise<BackupReport> {
  const iterator = backupLines(source)[Symbol.asyncIterator]();
  const next = async (): Promise<Line | null> => {
    const { value, done } = await iterator.next();
    return done ? null : (JSON.parse(value as string) as Line);
  };
  const header = await next();
  if (header?.type !== 'header' || header.format !== BACKUP_FORMAT || header.version !== BACKUP_VERSION) {
    throw new Error('This file is not a VisaDesk backup.');
  }
  const written = new Map<string, string>();
  let line = await next();
  while (line?.type === 'file') {
    const data = Buffer.from(line.data, 'base64');
    await storage.putBuffer(line.id, data);
    written.set(line.id, createHash('sha256').update(data).digest('hex'));
    line = await next();
  }
  const byName = new Map(TABLES.map((t) => [getTableName(t), t]));
  const report: BackupReport = { rows: 0, files: written.size, missing: [] };
  await db.transaction(async (tx) => {
    for (const table of [...TRANSIENT, ...[...TABLES].reverse()]) await tx.delete(table);
    while (line?.type === 'rows') {
      const table = byName.get(line.table);
      if (!table) throw new Error(`Unknown table in backup: ${line.table}`);
      if (table === files) {
        for (const row of line.rows) {
          const id = String(row.id);
          if (!written.has(id)) report.missing.push(id);
          else if (written.get(id) !== row.sha256) throw new Error(`File ${id} does not match its checksum.`);
        }
      }
      await tx.insert(table).values(line.rows.map((row) => revive(table, row)));
      report.rows += line.rows.length;
      line = await next();
    }
    // Only now: the bytes just written belong to rows of the backup and stay.
    await tx.delete(fileBlobs).where(sql`${fileBlobs.key} not in (select id from ${files})`);
    const listed = line?.type === 'end' ? [...(line.missing ?? [])].sort() : null;
    if (line?.type !== 'end' || line.rows !== report.rows || line.files !== report.files || !sameIds(listed, report.missing)) {
      throw new Error('The backup is incomplete; nothing was restored.');
    }
  });
  return report;
}

function sameIds(listed: string[] | null, found: string[]): boolean {
  const sorted = [...found].sort();
  return listed !== null && listed.length === sorted.length && listed.every((id, i) => id === sorted[i]);
}

/**
 * The end line of a backup file: what it holds and which stored files were missing; null when the
 * file stops before it (cut short). Reads the whole file, so a damaged one is caught here.
 */
export async function readBackupReport(source: Readable): Promise<BackupReport | null> {
  let report: BackupReport | null = null;
  for await (const text of backupLines(source)) {
    // Only the end line is parsed: file lines can be megabytes long.
    if (!text.startsWith('{"type":"end"')) continue;
    const end = JSON.parse(text) as Extract<Line, { type: 'end' }>;
    report = { rows: end.rows, files: end.files, missing: end.missing ?? [] };
  }
  return report;
}
