import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { asc, getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  applicationDocuments,
  applicationExtraDocuments,
  applicationHistory,
  applications,
  applicationStageEvents,
  applicationStats,
  demandCallbacks,
  demands,
  documentRequests,
  documentRequestTokens,
  documentUploads,
  files,
  ledgerEntries,
  passportExpiryNotices,
  rateLimits,
  receiptSeries,
  recoveryCodes,
  refreshTokens,
  sessions,
  settings,
  sliders,
  users,
} from './schema.ts';

/** A backup file: gzipped JSON lines, a header, the stored files, the rows, an end line. */
export const BACKUP_FORMAT = 'visadesk-backup';
export const BACKUP_VERSION = 1;

/**
 * In foreign-key order. Sessions, refresh tokens and rate-limit counters are not kept. The crossings
 * the passport digest reported are (a restore must not report them again); the days it ran on are not.
 */
export const TABLES: PgTable[] = [
  users, recoveryCodes, settings, files, sliders, demands, demandCallbacks, applications, applicationDocuments, applicationExtraDocuments, applicationHistory, applicationStageEvents,
  applicationStats, passportExpiryNotices, documentRequests, documentRequestTokens, documentUploads,
  ledgerEntries, receiptSeries,
];
export const TRANSIENT: PgTable[] = [refreshTokens, sessions, rateLimits];

export type Line =
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

/** The lines of a gzipped backup; a failure to read or unzip it ends the lines with that error. */
export function backupLines(source: Readable): AsyncIterable<string> {
  const unzipped = createGunzip();
  pipeline(source, unzipped).catch(() => {
    // pipeline has destroyed `unzipped` with the error: the reader of the lines receives it.
  });
  return createInterface({ input: unzipped, crlfDelay: Infinity });
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

/** Rows in a stable order for batched reads: by primary key, or by every column where there is none. */
export function primaryKeyOrder(table: PgTable) {
  const columns = Object.values(getTableColumns(table));
  const keyed = columns.filter((c) => c.primary);
  return (keyed.length ? keyed : columns).map((c) => asc(c));
}
