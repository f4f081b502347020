import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStoreName } from '../../src/config/s3-config.ts';
import { newId } from '../../src/lib/ids.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { openStorage } from '../../src/storage/index.ts';
import { createTestDatabase } from '../helpers.ts';
import { startS3Server } from '../s3-server.ts';

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function keysOf(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.keys()) keys.push(key);
  return keys.sort();
}

/**
 * One suite over the three stores a desk can keep its files in: what the server relies on
 * (FilesService, the clean-up, backup, restore and storage:move) holds for each alike. S3 is a real
 * S3 server (s3rver) on loopback; the database is this run's PostgreSQL.
 */
describe.each<FileStoreName>(['local', 'database', 's3'])('the %s file store', (name) => {
  let storage: FileStorage;
  let work: string;
  const closers: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'visadesk-store-'));
    const database = await createTestDatabase();
    closers.push(database.drop);
    const s3 = name === 's3' ? await startS3Server() : undefined;
    if (s3) closers.push(s3.close);
    storage = await openStorage(name, { dataDir: work, s3: s3?.config }, database.handle.db);
    closers.push(() => storage.close?.());
    await storage.check?.();
  });
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A finished upload's temp file, as the upload routes leave it. */
  function tempFile(data: Buffer): string {
    const file = path.join(work, `upload-${randomBytes(6).toString('hex')}.tmp`);
    writeFileSync(file, data);
    return file;
  }

  it('gives back the bytes it was given, with their SHA-256, and when it stored them', async () => {
    const key = newId();
    const data = randomBytes(70_000);
    const before = Date.now() - 2_000;
    await storage.putBuffer(key, data);
    expect(await bytesOf(await storage.read(key))).toEqual(data);
    expect(await storage.sha256(key)).toBe(sha(data));
    const storedAt = await storage.storedAt(key);
    expect(storedAt).toBeGreaterThanOrEqual(before);
    expect(storedAt).toBeLessThanOrEqual(Date.now() + 2_000);
  });

  it('takes a finished upload from its temp file, consuming it, in parts when it is large', async () => {
    const key = newId();
    // Over lib-storage's 5 MiB part: the S3 store sends it as a multipart upload.
    const data = randomBytes(12 * 1024 * 1024 + 123);
    const temp = tempFile(data);
    await storage.putFile(key, temp);
    expect(existsSync(temp)).toBe(false);
    expect(await storage.sha256(key)).toBe(sha(data));
    expect((await bytesOf(await storage.read(key)))?.length).toBe(data.length);
  });

  it('writes over a key it already has (a restore rewrites the same file)', async () => {
    const key = newId();
    await storage.putBuffer(key, Buffer.from('first'));
    await storage.putBuffer(key, Buffer.from('second'));
    expect((await bytesOf(await storage.read(key)))?.toString()).toBe('second');
  });

  it('answers null for a key it does not have, and removing one is no error', async () => {
    const key = newId();
    expect(await storage.read(key)).toBeNull();
    expect(await storage.sha256(key)).toBeNull();
    expect(await storage.storedAt(key)).toBeNull();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('removes a key: it is gone from reads and from the listing', async () => {
    const key = newId();
    await storage.putBuffer(key, Buffer.from('to be removed'));
    expect(await keysOf(storage)).toContain(key);
    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    expect(await keysOf(storage)).not.toContain(key);
  });

  it('lists every stored key, past one page of S3 listing (1,000)', async () => {
    const before = await keysOf(storage);
    const added = Array.from({ length: 1_050 }, () => newId());
    const queue = [...added];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) await storage.putBuffer(key, Buffer.from(key));
      }),
    );
    expect(await keysOf(storage)).toEqual([...before, ...added].sort());
    for (const key of added) await storage.remove(key);
  }, 120_000);

  it('refuses a key that is not a file id, storing nothing', async () => {
    const before = await keysOf(storage);
    await expect(storage.putBuffer('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.read('ABC')).rejects.toThrow('invalid storage key');
    expect(await keysOf(storage)).toEqual(before);
  });

  it('has no leftovers after whole writes, and keeps young ones', async () => {
    expect(await storage.removeLeftovers(Date.now() - 60_000)).toBe(0);
    expect(await keysOf(storage)).not.toHaveLength(0);
  });

  if (name === 'local') {
    it('keeps each file private to the server user', async () => {
      const key = newId();
      await storage.putBuffer(key, Buffer.from('passport'));
      const file = path.join(work, 'files', key.slice(-2), key);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });
  }
});
