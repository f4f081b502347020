import { randomBytes } from 'node:crypto';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { fileBlobs, files } from '../../src/db/schema.ts';
import { FILE_REMOVAL_LOCK } from '../../src/storage/files.ts';
import { cleanupOrphans } from '../../src/maintenance/maintenance.ts';
import { DatabaseFileStorage } from '../../src/storage/database-storage.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { LocalFileStorage } from '../../src/storage/local-storage.ts';
import { S3FileStorage } from '../../src/storage/s3-storage.ts';
import { createTestDatabase } from '../helpers.ts';
import { startS3Server, type RunningS3 } from '../s3-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const MINUTE = 60_000;
const tempDir = temporaryFolders('visadesk-orphans-');

/** An id made `minutesAgo` minutes ago (its first four bytes are its time). */
const idFrom = (minutesAgo: number) =>
  Math.floor((Date.now() - minutesAgo * MINUTE) / 1000).toString(16).padStart(8, '0') + randomBytes(8).toString('hex');

const setAge = (file: string, minutesAgo: number) => {
  const when = new Date(Date.now() - minutesAgo * MINUTE);
  utimesSync(file, when, when);
};

async function stored(storage: FileStorage, key: string): Promise<boolean> {
  const stream = await storage.read(key);
  if (!stream) return false;
  for await (const chunk of stream) expect((chunk as Buffer).length).toBeGreaterThan(0);
  return true;
}

describe('orphan clean-up', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: RunningS3;
  let bucket: S3FileStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    bucket = await S3FileStorage.open(s3.config);
  });
  afterAll(async () => {
    bucket.close();
    await s3.close();
    await database.drop();
  });

  it('refuses ORPHAN_GRACE_SECONDS below ten minutes, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ORPHAN_GRACE_SECONDS: '0' })).toThrow(
      /ORPHAN_GRACE_SECONDS: must be at least 600 \(ten minutes\)/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), ORPHAN_GRACE_SECONDS: '599' })).toThrow(/ORPHAN_GRACE_SECONDS/);
    expect(loadConfig({ DATA_DIR: tempDir(), ORPHAN_GRACE_SECONDS: '600' }).orphanGraceSeconds).toBe(600);
  });

  const storages: [string, () => FileStorage][] = [
    ['files under DATA_DIR', () => new LocalFileStorage(path.join(tempDir(), 'files'))],
    ['files in the database', () => new DatabaseFileStorage(database.handle.db)],
    ['objects in an S3 bucket', () => bucket],
  ];
  it.each(storages)('never removes anything younger than ten minutes, even asked for no grace (%s)', async (_name, make) => {
    const storage = make();
    const db = database.handle.db;
    const uploads = tempDir();
    const freshUpload = path.join(uploads, 'fresh.upload');
    const oldUpload = path.join(uploads, 'old.upload');
    writeFileSync(freshUpload, 'an upload in progress');
    writeFileSync(oldUpload, 'left by a crash');
    setAge(freshUpload, 9);
    setAge(oldUpload, 11);

    // Rows no application refers to yet (an upload between its bytes and its application) and left-over ones.
    const freshRow = idFrom(9);
    const oldRow = idFrom(11);
    for (const [id, minutesAgo] of [[freshRow, 9], [oldRow, 11]] as const) {
      await storage.putBuffer(id, Buffer.from(`bytes of ${id}`));
      await db.insert(files).values({ id, contentType: 'application/pdf', size: 10, sha256: 'x', createdAt: new Date(Date.now() - minutesAgo * MINUTE) });
    }
    // Bytes without a row: a write whose row is about to be inserted, and a crash's leftover.
    const freshStray = idFrom(9);
    const oldStray = idFrom(11);
    await storage.putBuffer(freshStray, Buffer.from('fresh stray'));
    await storage.putBuffer(oldStray, Buffer.from('old stray'));
    if (storage instanceof LocalFileStorage) {
      setAge(path.join(storage.root, oldRow.slice(-2), oldRow), 11);
      setAge(path.join(storage.root, oldStray.slice(-2), oldStray), 11);
    } else if (storage instanceof S3FileStorage) {
      // s3rver answers an object's LastModified from its file's time, as S3 does from the write.
      setAge(s3.objectFile(oldRow), 11);
      setAge(s3.objectFile(oldStray), 11);
    } else {
      await db.update(fileBlobs).set({ storedAt: new Date(Date.now() - 11 * MINUTE) }).where(inArray(fileBlobs.key, [oldRow, oldStray]));
    }

    const report = await cleanupOrphans(db, storage, uploads, 0);

    expect(existsSync(freshUpload)).toBe(true);
    expect(existsSync(oldUpload)).toBe(false);
    const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, [freshRow, oldRow]));
    expect(rows.map((r) => r.id)).toEqual([freshRow]);
    expect(await stored(storage, freshRow)).toBe(true);
    expect(await stored(storage, oldRow)).toBe(false);
    expect(await stored(storage, freshStray)).toBe(true);
    expect(await stored(storage, oldStray)).toBe(false);
    expect(report).toEqual({ tempFiles: 1, unreferencedRows: 1, strayFiles: 1 });
  });

  // Another instance's backup holds the lock from its own connection.
  it('leaves unreferenced rows alone while a backup runs, without waiting for it', async () => {
    const db = database.handle.db;
    const storage = new LocalFileStorage(path.join(tempDir(), 'files'));
    const id = idFrom(11);
    await storage.putBuffer(id, Buffer.from('read by the running backup'));
    await db.insert(files).values({ id, contentType: 'application/pdf', size: 10, sha256: 'x', createdAt: new Date(Date.now() - 11 * MINUTE) });
    await db.transaction(async (backup) => {
      await backup.execute(sql`select pg_advisory_xact_lock_shared(${FILE_REMOVAL_LOCK})`);
      expect((await cleanupOrphans(db, storage, tempDir(), 0)).unreferencedRows).toBe(0);
    });
    expect(await stored(storage, id)).toBe(true);
    expect((await cleanupOrphans(db, storage, tempDir(), 0)).unreferencedRows).toBe(1);
    expect(await stored(storage, id)).toBe(false);
  });

  it('keeps bytes just restored under an old id (files in the database), until they are ten minutes old', async () => {
    const storage = new DatabaseFileStorage(database.handle.db);
    const restored = idFrom(60 * 24);
    await storage.putBuffer(restored, Buffer.from('written by a restore a moment ago'));
    expect((await cleanupOrphans(database.handle.db, storage, tempDir(), 0)).strayFiles).toBe(0);
    expect(await stored(storage, restored)).toBe(true);
    // Written again (another restore): young again, whatever it was before.
    await database.handle.db.update(fileBlobs).set({ storedAt: new Date(Date.now() - 11 * MINUTE) }).where(inArray(fileBlobs.key, [restored]));
    await storage.putBuffer(restored, Buffer.from('written by a second restore'));
    expect((await cleanupOrphans(database.handle.db, storage, tempDir(), 0)).strayFiles).toBe(0);
    await database.handle.db.update(fileBlobs).set({ storedAt: new Date(Date.now() - 11 * MINUTE) }).where(inArray(fileBlobs.key, [restored]));
    expect((await cleanupOrphans(database.handle.db, storage, tempDir(), 0)).strayFiles).toBe(1);
    expect(await stored(storage, restored)).toBe(false);
  });

  it('keeps young temp files of interrupted writes and bytes just restored under an old id (local files)', async () => {
    const storage = new LocalFileStorage(path.join(tempDir(), 'files'));
    const restored = idFrom(60 * 24);
    await storage.putBuffer(restored, Buffer.from('written by a restore a moment ago'));
    const shard = path.join(storage.root, restored.slice(-2));
    const freshTemp = path.join(shard, `${idFrom(9)}.123.tmp`);
    const oldTemp = path.join(shard, `${idFrom(11)}.456.tmp`);
    writeFileSync(freshTemp, 'a write in progress');
    writeFileSync(oldTemp, 'a write cut by a crash');
    setAge(freshTemp, 9);
    setAge(oldTemp, 11);

    const report = await cleanupOrphans(database.handle.db, storage, tempDir(), 0);

    expect(existsSync(freshTemp)).toBe(true);
    expect(existsSync(oldTemp)).toBe(false);
    expect(await stored(storage, restored)).toBe(true);
    expect(report).toEqual({ tempFiles: 1, unreferencedRows: 0, strayFiles: 0 });
  });
});
