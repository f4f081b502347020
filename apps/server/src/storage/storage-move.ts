import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import { ConfigError } from '../config/config.ts';
import { storeLocation, type FileStoreConfig, type FileStoreName } from '../config/s3-config.ts';
import type { Database } from '../db/client.ts';
import { files, storageMoves } from '../db/schema.ts';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';
import type { FileStorage } from './file-storage.ts';

const PAGE = 200;
const IN_FLIGHT = 4;

export interface MoveProgress {
  /** Files looked at so far, of `total` (new uploads during the move raise both). */
  done: number;
  total: number;
  copied: number;
  /** Already in the new store with the right SHA-256: an earlier, interrupted run copied them. */
  alreadyThere: number;
}

export interface MoveReport extends MoveProgress {
  /** Files whose bytes the old store does not have: nothing to copy. */
  missing: string[];
  /** Files whose bytes in the old store do not match their SHA-256: not copied. */
  damaged: string[];
  /** Every file is in the new store, checked, and the move is recorded: instances must use it now. */
  switched: boolean;
  /** Stopped before the end (Ctrl-C): run again to go on. */
  stopped: boolean;
}

export interface MoveOptions {
  db: Database;
  from: { name: FileStoreName; storage: FileStorage };
  /** `location`: where an `s3` target points (storeLocation), recorded with the move. */
  to: { name: FileStoreName; storage: FileStorage; location?: string };
  /** Where each file is staged on its way (DATA_DIR/tmp): private, removed after. */
  tempDir: string;
  onProgress?: (progress: MoveProgress) => void;
  /** Aborted: the files in flight finish, then the move stops without switching. */
  signal?: AbortSignal;
}

/** The store the files were last moved to, and when; none when they were never moved. */
export async function lastMove(db: Database): Promise<{ target: FileStoreName; location: string; finishedAt: Date } | null> {
  const [row] = await db
    .select({ target: storageMoves.target, location: storageMoves.targetLocation, finishedAt: storageMoves.finishedAt })
    .from(storageMoves)
    .orderBy(desc(storageMoves.finishedAt))
    .limit(1);
  return row ? { target: row.target as FileStoreName, location: row.location, finishedAt: row.finishedAt } : null;
}

/**
 * After `npm run storage:move`, the old store no longer receives new files: a server or a tool
 * started on it is refused, saying where the files are.
 */
export async function assertCurrentStore(db: Database, config: FileStoreConfig): Promise<void> {
  const moved = await lastMove(db);
  if (!moved) return;
  const on = moved.finishedAt.toISOString().slice(0, 16).replace('T', ' ');
  if (moved.target !== config.fileStorage) {
    throw new ConfigError(`FILE_STORAGE: the files were moved to ${moved.target} on ${on} UTC (npm run storage:move): start every instance with FILE_STORAGE=${moved.target}.`);
  }
  const location = storeLocation(config);
  if (moved.location && location !== moved.location) {
    throw new ConfigError(`S3_BUCKET: the files were moved to the bucket ${moved.location} on ${on} UTC (npm run storage:move), not to ${location}.`);
  }
}

/** Copies one file's bytes out of a store into a private temp file, hashing them on the way. */
async function stage(storage: FileStorage, key: string, tempDir: string): Promise<{ file: string; sha256: string } | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const file = path.join(tempDir, `move-${randomBytes(8).toString('hex')}.tmp`);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, hashing, createWriteStream(file, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return { file, sha256: hash.digest('hex') };
}

type Found = Pick<MoveReport, 'copied' | 'alreadyThere' | 'missing' | 'damaged'>;

/** One file: skipped when the new store has it, else staged, checked against its SHA-256, copied and read back. */
async function copyOne(options: MoveOptions, found: Found, id: string, sha256: string): Promise<void> {
  const { db, from, to, tempDir } = options;
  if ((await to.storage.sha256(id)) === sha256) {
    found.alreadyThere += 1;
    return;
  }
  const staged = await stage(from.storage, id, tempDir);
  if (!staged) {
    // Deleted with its application while the move ran: nothing is lost.
    const [still] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
    if (still) found.missing.push(id);
    return;
  }
  if (staged.sha256 !== sha256) {
    await rm(staged.file, { force: true });
    found.damaged.push(id);
    return;
  }
  try {
    await to.storage.putFile(id, staged.file);
  } finally {
    await rm(staged.file, { force: true });
  }
  const copy = await to.storage.sha256(id);
  if (copy !== sha256) throw new Error(`The copy of file ${id} in ${to.name} does not match its SHA-256: nothing was switched. Run the move again.`);
  found.copied += 1;
}

/**
 * Every file row, a page at a time in id order (ids begin with their time, so files uploaded during
 * the move come last and are visited too), IN_FLIGHT at once. False when the signal stopped it.
 */
async function eachFile(db: Database, signal: AbortSignal | undefined, visit: (id: string, sha256: string) => Promise<void>): Promise<boolean> {
  let after = '';
  for (;;) {
    if (signal?.aborted) return false;
    const page = await db.select({ id: files.id, sha256: files.sha256 }).from(files).where(gt(files.id, after)).orderBy(asc(files.id)).limit(PAGE);
    if (page.length === 0) return true;
    if (!(await inTurn(page, signal, visit))) return false;
    after = page.at(-1)?.id ?? after;
  }
}

/**
 * Visits rows IN_FLIGHT at once. The first error stops the others taking more (they finish the file
 * in hand) and is thrown once all have; false when the signal stopped it with rows left.
 */
async function inTurn(rows: { id: string; sha256: string }[], signal: AbortSignal | undefined, visit: (id: string, sha256: string) => Promise<void>): Promise<boolean> {
  const queue = [...rows];
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    for (let next = queue.shift(); next && !signal?.aborted && !failure; next = queue.shift()) {
      await visit(next.id, next.sha256).catch((error: unknown) => {
        failure ??= { error };
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  if (failure) throw failure.error;
  return !(signal?.aborted && queue.length > 0);
}

/**
 * Copies every stored file from one store to another and checks each copy by reading it back and
 * comparing its SHA-256 with the one recorded at upload. Nothing switches until every file is
 * there: only then is the move recorded, and from then on a server started on the old store is
 * refused (services.ts). Run again after a stop, it skips what is already there. The old store is
 * left as it was.
 */
export async function moveFiles(options: MoveOptions): Promise<MoveReport> {
  const { db, from, to, tempDir, onProgress, signal } = options;
  if (from.name === to.name) throw new Error(`The files are already in ${to.name}: nothing to move.`);
  ensurePrivateDir(tempDir);
  await mkdir(tempDir, { recursive: true });
  const count = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(files))[0]?.n ?? 0);
  const report: MoveReport = { done: 0, total: await count(), copied: 0, alreadyThere: 0, missing: [], damaged: [], switched: false, stopped: false };
  // The database's own clock, as the rows' created_at is.
  const clock = await db.execute<{ at: number }>(sql`select extract(epoch from now())::float8 as at`);
  const startedAt = new Date(Number((clock as unknown as { rows: { at: number }[] }).rows[0]?.at ?? Date.now() / 1000) * 1000);

  const visit = async (id: string, sha256: string) => {
    await copyOne(options, report, id, sha256);
    report.done += 1;
    // Files uploaded since the count raise the total; counted again every page's worth.
    if (report.done > report.total || report.done % PAGE === 0) report.total = Math.max(report.done, await count());
    onProgress?.({ done: report.done, total: report.total, copied: report.copied, alreadyThere: report.alreadyThere });
  };
  if (!(await eachFile(db, signal, visit))) return { ...report, stopped: true };
  // An upload's id is made before its bytes are stored and its row written after: a row committed
  // during the move may carry an id the walk had already passed. Every row written since the move
  // began is looked at again (those already there are skipped).
  const late = await db.select({ id: files.id, sha256: files.sha256 }).from(files).where(gte(files.createdAt, startedAt));
  const again: Found = { copied: 0, alreadyThere: 0, missing: [], damaged: [] };
  if (!(await inTurn(late, signal, (id, sha256) => copyOne(options, again, id, sha256)))) return { ...report, stopped: true };
  report.copied += again.copied;
  report.done += again.copied;
  report.missing = [...new Set([...report.missing, ...again.missing])];
  report.damaged = [...new Set([...report.damaged, ...again.damaged])];
  if (report.missing.length > 0 || report.damaged.length > 0) return report;
  await db.insert(storageMoves).values({ source: from.name, target: to.name, targetLocation: to.location ?? '', files: report.done });
  return { ...report, switched: true };
}
