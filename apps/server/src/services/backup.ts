import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
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
  recoveryCodes,
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
const TABLES: PgTable[] = [users, recoveryCodes, settings, files, sliders, applications, applicationDocuments, applicationHistory, applicationStats];
const TRANSIENT: PgTable[] = [refreshTokens, sessions, rateLimits];
const BATCH = 1000;

type Line =
  | { type: 'header'; format: string; version: number; createdAt: string }
  | { type: 'file'; id: string; data: string }
  | { type: 'rows'; table: string; rows: Record<string, unknown>[] }
  | { type: 'end'; rows: number; files: number };

async function writeLine(out: Writable, line: Line): Promise<void> {
  if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
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
 * repeatable-read snapshot, so the result is consistent while the server keeps running.
 */
export async function writeBackup(db: Database, storage: FileStorage, destination: Writable): Promise<{ rows: number; files: number }> {
  const gzip = createGzip();
  const piped = new Promise<void>((resolve, reject) => {
    gzip.pipe(destination);
    destination.on('finish', resolve);
    destination.on('error', reject);
    gzip.on('error', reject);
  });
  const counts = { rows: 0, files: 0 };
  await db.transaction(
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${FILE_REMOVAL_LOCK})`);
      await writeLine(gzip, { type: 'header', format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: new Date().toISOString() });
      for (let offset = 0; ; offset += BATCH) {
        const batch = await tx.select({ id: files.id }).from(files).orderBy(asc(files.id)).limit(BATCH).offset(offset);
        for (const { id } of batch) {
          const stream = await storage.read(id);
          if (!stream) throw new Error(`stored file ${id} is missing`);
          await writeLine(gzip, { type: 'file', id, data: (await readAll(stream)).toString('base64') });
          counts.files += 1;
        }
        if (batch.length < BATCH) break;
      }
      for (const table of TABLES) {
        for (let offset = 0; ; offset += BATCH) {
          const rows = await tx.select().from(table).orderBy(...primaryKeyOrder(table)).limit(BATCH).offset(offset);
          if (rows.length) await writeLine(gzip, { type: 'rows', table: getTableName(table), rows });
          counts.rows += rows.length;
          if (rows.length < BATCH) break;
        }
      }
      await writeLine(gzip, { type: 'end', ...counts });
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  gzip.end();
  await piped;
  return counts;
}

function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    out[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

/**
 * Replaces the database's lasting tables and the stored files with a backup. File bytes are
 * written first (checked against their sha256), then every row in one transaction that commits
 * only when the backup's end marker has been read: a truncated backup changes no row.
 */
export async function restoreBackup(db: Database, storage: FileStorage, source: Readable): Promise<{ rows: number; files: number }> {
  const lines = createInterface({ input: source.pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
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
  const counts = { rows: 0, files: written.size };
  await db.transaction(async (tx) => {
    for (const table of [...TRANSIENT, ...[...TABLES].reverse()]) await tx.delete(table);
    await tx.delete(fileBlobs).where(sql`${fileBlobs.key} not in (select id from ${files})`);
    while (line?.type === 'rows') {
      const table = byName.get(line.table);
      if (!table) throw new Error(`Unknown table in backup: ${line.table}`);
      if (table === files) {
        for (const row of line.rows) {
          if (written.get(String(row.id)) !== row.sha256) throw new Error(`File ${String(row.id)} does not match its checksum.`);
        }
      }
      await tx.insert(table).values(line.rows.map((row) => revive(table, row)));
      counts.rows += line.rows.length;
      line = await next();
    }
    if (line?.type !== 'end' || line.rows !== counts.rows || line.files !== counts.files) {
      throw new Error('The backup is incomplete; nothing was restored.');
    }
  });
  return counts;
}
