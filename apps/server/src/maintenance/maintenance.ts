import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { MIN_ORPHAN_GRACE_SECONDS } from '../config/config.ts';
import { files } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { FILE_REMOVAL_LOCK } from '../storage/files.ts';


const STRAY_BATCH = 1000;

export interface CleanupReport {
  tempFiles: number;
  unreferencedRows: number;
  strayFiles: number;
}

/** When an id was made: its first four bytes are seconds since the epoch. */
function idTime(id: string): number {
  return Number.parseInt(id.slice(0, 8), 16) * 1000;
}

async function removeOldTempFiles(tempDir: string, cutoff: number): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tempDir).catch(() => [] as string[])) {
    const file = path.join(tempDir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs <= cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Deletes the file rows older than the cutoff that nothing refers to; answers their ids. */
async function removeUnreferencedRows(db: Database, cutoff: number): Promise<{ id: string }[]> {
  return db.transaction(async (tx) => {
    // A running backup must still find the bytes of the rows it has read: while one runs (another
    // instance's, on PostgreSQL), these rows wait for the next clean-up instead of this one waiting.
    // One `not exists` a column (not `f.id in (a.x, a.y, a.z)`), so each is a hash anti-join: the
    // combined form compared every file with every application (minutes on 100,000).
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${FILE_REMOVAL_LOCK}) as locked`);
    if (!(lock as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return [];
    const result = await tx.execute<{ id: string }>(sql`
      delete from files f
      where f.created_at <= to_timestamp(${cutoff / 1000})
        and not exists (select 1 from application_documents d where d.file_id = f.id)
        and not exists (select 1 from application_extra_documents e where e.file_id = f.id)
        and not exists (select 1 from document_uploads u where u.file_id = f.id)
        and not exists (select 1 from applications a where a.photo_file_id = f.id)
        and not exists (select 1 from applications a where a.photo_thumb_file_id = f.id)
        and not exists (select 1 from applications a where a.photo_original_file_id = f.id)
        and not exists (select 1 from sliders s where s.image_file_id = f.id)
        and not exists (select 1 from sliders s where s.image_thumb_file_id = f.id)
        and not exists (select 1 from sliders s where s.image_original_file_id = f.id)
        and not exists (
          select 1 from settings s
          where jsonb_path_exists(s.value, '$.logo ? (@ == $id)', jsonb_build_object('id', f.id))
             or jsonb_path_exists(s.value, '$.homeTexts.team[*].photo ? (@ == $id)', jsonb_build_object('id', f.id)))
      returning f.id`);
    return (result as unknown as { rows: { id: string }[] }).rows;
  });
}

/**
 * Removes what an interrupted request or a crash can leave: upload temp files, file rows no
 * application, slide or setting (a team photo, the logo) refers to, and stored bytes without a row. Only things older than the
 * grace period (never less than ten minutes) are touched, so an upload in progress, in this
 * instance or another, is left alone.
 */
export async function cleanupOrphans(
  db: Database,
  storage: FileStorage,
  tempDir: string,
  graceSeconds: number,
): Promise<CleanupReport> {
  const cutoff = Date.now() - Math.max(graceSeconds, MIN_ORPHAN_GRACE_SECONDS) * 1000;
  const report: CleanupReport = { tempFiles: 0, unreferencedRows: 0, strayFiles: 0 };
  report.tempFiles = (await removeOldTempFiles(tempDir, cutoff)) + (await storage.removeLeftovers(cutoff));

  const deleted = await removeUnreferencedRows(db, cutoff);
  for (const row of deleted) await storage.remove(row.id);
  report.unreferencedRows = deleted.length;

  // Stored bytes without a row, looked up a batch at a time (never every file id in memory).
  let batch: string[] = [];
  const removeStray = async () => {
    const known = await db.select({ id: files.id }).from(files).where(inArray(files.id, batch));
    const ids = new Set(known.map((r) => r.id));
    for (const key of batch) {
      // A restore writes bytes under old ids before their rows: the bytes' own age counts too.
      if (ids.has(key) || ((await storage.storedAt(key)) ?? 0) > cutoff) continue;
      await storage.remove(key);
      report.strayFiles += 1;
    }
    batch = [];
  };
  for await (const key of storage.keys()) {
    if (idTime(key) > cutoff) continue;
    batch.push(key);
    if (batch.length >= STRAY_BATCH) await removeStray();
  }
  if (batch.length) await removeStray();
  return report;
}
