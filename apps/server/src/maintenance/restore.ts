import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { languageOfNationality } from '@visadesk/contract';
import { applications, fileBlobs, files } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, backupLines, TABLES, TRANSIENT, type BackupReport, type Line } from '../db/backup-format.ts';

function revive(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    out[key] = column.dataType === 'date' && typeof value === 'string' ? new Date(value) : value;
  }
  // A backup made before migration 0012 has no language: the applicant is written to in the
  // nationality's, as the migration did for the applications on file (ADR 029).
  if (table === applications && out.language === undefined) out.language = languageOfNationality(String(out.currentN ?? ''));
  return out;
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
