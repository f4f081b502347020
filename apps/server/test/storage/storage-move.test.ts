import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config/config.ts';
import type { FileStoreName } from '../../src/config/s3-config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { eq } from 'drizzle-orm';
import { files, storageMoves } from '../../src/db/schema.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { FilesService } from '../../src/storage/files.ts';
import { openStorage } from '../../src/storage/index.ts';
import { moveFiles, type MoveProgress } from '../../src/storage/storage-move.ts';
import { buildTestApp, testConfig } from '../helpers.ts';
import { s3Env, startS3Server, type RunningS3 } from '../s3-server.ts';
import { postgresDatabase } from '../scratch-database.ts';
import { runCli } from '../spawned-server.ts';
import { inject } from 'vitest';

const FILES = 500;
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file row's bytes in a store, checked against the SHA-256 it was stored with. */
async function expectAllIn(storage: FileStorage, expected: Map<string, string>) {
  const wrong: string[] = [];
  for (const [id, digest] of expected) if ((await storage.sha256(id)) !== digest) wrong.push(id);
  expect(wrong).toEqual([]);
}

/** A store that fails its nth write, as a store that goes away (or Ctrl-C) would stop a move. */
function failingAfter(storage: FileStorage, writes: number): FileStorage {
  let left = writes;
  return new Proxy(storage, {
    get(target, property, receiver) {
      if (property === 'putFile') {
        return (key: string, temp: string) => {
          left -= 1;
          if (left < 0) return Promise.reject(new Error('the store went away'));
          return target.putFile(key, temp);
        };
      }
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe('npm run storage:move: every file to another store, checked, resumable', () => {
  let s3: RunningS3;
  let scratch: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;
  let dataDir: string;
  const stores = {} as Record<FileStoreName, FileStorage>;
  const expected = new Map<string, string>();

  beforeAll(async () => {
    s3 = await startS3Server();
    scratch = await postgresDatabase('move', inject('templateDatabase'));
    database = await openDatabase({ databaseUrl: scratch.url });
    await database.migrate();
    dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-move-'));
    for (const name of ['local', 'database', 's3'] as const) stores[name] = await openStorage(name, { dataDir, s3: s3.config }, database.db);
    // 500 files of the desk, in the local store, with their rows (sizes from 1 byte to 40 KB).
    const service = new FilesService(database.db, stores.local, 'x'.repeat(32));
    for (let i = 0; i < FILES; i += 1) {
      const data = randomBytes(1 + ((i * 7919) % 40_000));
      const stored = await service.storeBuffer(data, 'application/pdf', `file-${i}.pdf`);
      expected.set(stored.id, sha(data));
    }
  }, 120_000);

  afterAll(async () => {
    stores.s3?.close?.();
    await database?.close();
    await scratch?.drop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const move = (from: FileStoreName, to: FileStoreName, onProgress?: (p: MoveProgress) => void, target = stores[to]) =>
    moveFiles({ db: database.db, from: { name: from, storage: stores[from] }, to: { name: to, storage: target }, tempDir: path.join(dataDir, 'tmp'), onProgress });

  it('moves 500 files local → database → s3 → local, each copy checked, each move recorded', async () => {
    const seen: MoveProgress[] = [];
    const first = await move('local', 'database', (p) => seen.push(p));
    expect(first).toMatchObject({ done: FILES, total: FILES, copied: FILES, alreadyThere: 0, missing: [], damaged: [], switched: true });
    expect(seen.at(-1)).toMatchObject({ done: FILES, total: FILES });
    expect(seen.length).toBe(FILES);
    await expectAllIn(stores.database, expected);

    expect(await move('database', 's3')).toMatchObject({ copied: FILES, switched: true });
    await expectAllIn(stores.s3, expected);

    // Back to where they started: the local copies are still there (a move leaves the old store as it was).
    expect(await move('s3', 'local')).toMatchObject({ copied: 0, alreadyThere: FILES, switched: true });
    await expectAllIn(stores.local, expected);

    const moves = await database.db.select().from(storageMoves).orderBy(storageMoves.id);
    expect(moves.map((m) => [m.source, m.target, m.files])).toEqual([
      ['local', 'database', FILES],
      ['database', 's3', FILES],
      ['s3', 'local', FILES],
    ]);
    // No staged copy is left behind.
    expect(readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
  }, 300_000);

  it('stopped halfway, switches nothing; run again, goes on where it stopped', async () => {
    await database.db.delete(storageMoves);
    for (const id of expected.keys()) await stores.database.remove(id);
    await expect(move('local', 'database', undefined, failingAfter(stores.database, 200))).rejects.toThrow('the store went away');
    expect(await database.db.select().from(storageMoves)).toEqual([]);

    const again = await move('local', 'database');
    expect(again.switched).toBe(true);
    expect(again.alreadyThere).toBeGreaterThanOrEqual(200);
    expect(again.copied).toBe(FILES - again.alreadyThere);
    await expectAllIn(stores.database, expected);
  }, 300_000);

  it('stopped with Ctrl-C, finishes the files in flight, switches nothing, and says so', async () => {
    await database.db.delete(storageMoves);
    for (const id of expected.keys()) await stores.database.remove(id);
    const stop = new AbortController();
    const report = await moveFiles({
      db: database.db,
      from: { name: 'local', storage: stores.local },
      to: { name: 'database', storage: stores.database },
      tempDir: path.join(dataDir, 'tmp'),
      signal: stop.signal,
      onProgress: (p) => p.done === 120 && stop.abort(),
    });
    expect(report).toMatchObject({ stopped: true, switched: false });
    expect(report.done).toBeGreaterThanOrEqual(120);
    expect(report.done).toBeLessThan(FILES);
    expect(await database.db.select().from(storageMoves)).toEqual([]);
    expect((await move('local', 'database')).alreadyThere).toBe(report.copied);
  }, 300_000);

  it('copies a file whose row arrives during the move under an id the walk has passed', async () => {
    await database.db.delete(storageMoves);
    for (const id of expected.keys()) await stores.database.remove(id);
    // An upload's id is made before its bytes go up and its row is written after: here, lower than any.
    const lateId = `000000${randomBytes(9).toString('hex')}`;
    const lateBytes = randomBytes(900);
    let puts = 0;
    const arriving = new Proxy(stores.database, {
      get(target, property) {
        if (property === 'putFile') {
          return async (key: string, temp: string) => {
            if ((puts += 1) === 300) {
              await stores.local.putBuffer(lateId, lateBytes);
              await database.db.insert(files).values({ id: lateId, contentType: 'application/pdf', size: lateBytes.length, sha256: sha(lateBytes) });
            }
            return target.putFile(key, temp);
          };
        }
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const report = await move('local', 'database', undefined, arriving);
    expect(report).toMatchObject({ switched: true, copied: FILES + 1 });
    expect(await stores.database.sha256(lateId)).toBe(sha(lateBytes));
    await database.db.delete(files).where(eq(files.id, lateId));
  }, 300_000);

  it('stops, switching nothing, when a copy does not read back as its SHA-256', async () => {
    await database.db.delete(storageMoves);
    const [first] = [...expected.keys()];
    await stores.s3.remove(first as string);
    // A store that keeps other bytes than it was given (a faulty gateway, a full disk that truncates).
    const garbling = new Proxy(stores.s3, {
      get(target, property) {
        if (property === 'putFile') return (key: string) => target.putBuffer(key, Buffer.from('garbled'));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expect(move('local', 's3', undefined, garbling)).rejects.toThrow(
      `The copy of file ${first} in s3 does not match its SHA-256: nothing was switched. Run the move again.`,
    );
    expect(await database.db.select().from(storageMoves)).toEqual([]);
  }, 300_000);

  it('switches nothing while a file is missing from the old store or does not match its SHA-256', async () => {
    await database.db.delete(storageMoves);
    const [lost, damaged] = [...expected.keys()];
    const lostBytes = await stores.local.read(lost as string);
    lostBytes?.destroy();
    await stores.local.remove(lost as string);
    await stores.local.putBuffer(damaged as string, Buffer.from('not what was uploaded'));
    for (const id of [lost, damaged]) await stores.s3.remove(id as string);

    const report = await move('local', 's3');
    expect(report).toMatchObject({ missing: [lost], damaged: [damaged], switched: false });
    expect(await stores.s3.read(damaged as string)).toBeNull();
    expect(await database.db.select().from(storageMoves)).toEqual([]);
  }, 300_000);

  it('after a move, a server started on the old store is refused, naming FILE_STORAGE', async () => {
    await database.db.insert(storageMoves).values({ source: 'local', target: 's3', files: FILES });
    const other = await openDatabase({ databaseUrl: scratch.url });
    await expect(buildTestApp({}, { database: other })).rejects.toThrow(
      /^FILE_STORAGE: the files were moved to s3 on \d{4}-\d\d-\d\d \d\d:\d\d UTC \(npm run storage:move\): start every instance with FILE_STORAGE=s3\.$/,
    );
    await other.close().catch(() => {});
    const onS3 = await buildTestApp({ fileStorage: 's3', s3: s3.config }, { database: await openDatabase({ databaseUrl: scratch.url }) });
    expect((await onS3.app.inject('/api/health')).statusCode).toBe(200);
    await onS3.close();

    // Moved to one bucket, started on another (here the same server under another name): refused too.
    await database.db.insert(storageMoves).values({ source: 'local', target: 's3', targetLocation: `"${s3.config.bucket}" at ${s3.config.endpoint}`, files: FILES });
    const elsewhere = { ...s3.config, endpoint: (s3.config.endpoint as string).replace('127.0.0.1', 'localhost') };
    await expect(buildTestApp({ fileStorage: 's3', s3: elsewhere }, { database: await openDatabase({ databaseUrl: scratch.url }) })).rejects.toThrow(
      new RegExp(`^S3_BUCKET: the files were moved to the bucket "${s3.config.bucket}" at ${s3.config.endpoint} on .+ UTC \\(npm run storage:move\\), not to "${s3.config.bucket}" at ${elsewhere.endpoint}\\.$`),
    );
    await database.db.delete(storageMoves);
  });

  it('refuses at start a key the bucket does not accept, naming it but never the secret', async () => {
    // s3rver knows its key ids but does not check SigV4 signatures: an unknown id is what it refuses.
    const wrong = { ...s3.config, accessKeyId: 'NOT-S3RVER', secretAccessKey: 'not-the-secret-8e3f' };
    const failed = await buildTestApp({ fileStorage: 's3', s3: wrong }).then(() => null, (error: Error) => error);
    expect(failed?.message).toBe(
      `S3_BUCKET: the bucket "${s3.config.bucket}" at ${s3.config.endpoint} cannot be used: the access key is refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)`,
    );
    expect(failed?.message).not.toContain('not-the-secret-8e3f');
  });

  it('the command prints its progress and what to do next, and refuses a move to where the files are', async () => {
    // The S3 settings are given, as an operator would before moving there, with FILE_STORAGE still the database.
    const env: Record<string, string> = { ...s3Env(s3.config), DATABASE_URL: scratch.url, DATA_DIR: dataDir, FILE_STORAGE: 'database', LOG_LEVEL: 'warn' };
    // The two files the previous test broke are put right, as an operator would from a backup.
    for (const [id] of [...expected].slice(0, 2)) {
      const bytes = await stores.database.read(id);
      const chunks: Buffer[] = [];
      for await (const chunk of bytes ?? []) chunks.push(chunk as Buffer);
      await stores.local.putBuffer(id, Buffer.concat(chunks));
    }
    const run = await runCli('storage-move', ['--to', 's3'], { env });
    expect(run.stderr).toContain(`Files [${'#'.repeat(30)}] 100% 500/500`);
    expect(run.stdout).toContain('Moving the stored files from database to s3.');
    expect(run.stdout).toContain('All 500 files are in s3 (');
    expect(run.stdout).toContain('Now restart every instance with FILE_STORAGE=s3 and the S3_* settings');
    expect(run.status).toBe(0);
    const [recorded] = await database.db.select().from(storageMoves);
    expect(recorded).toMatchObject({ source: 'database', target: 's3', targetLocation: `"${s3.config.bucket}" at ${s3.config.endpoint}`, files: FILES });

    const already = await runCli('storage-move', ['--to', 'database'], { env });
    expect(already.stderr).toContain('The files are already in database (FILE_STORAGE).');
    expect(already.status).toBe(2);

    const noBucket = await runCli('storage-move', ['--to', 's3', '--from', 'local'], { env: { ...env, S3_BUCKET: 'no-such-bucket' } });
    expect(noBucket.stderr).toContain(`S3_BUCKET: the bucket "no-such-bucket" at ${s3.config.endpoint} cannot be used: it does not exist`);
    expect(noBucket.status).toBe(1);
  }, 180_000);
});

describe('FILE_STORAGE=s3 at start', () => {
  it('refuses a bucket that does not answer, naming it', async () => {
    const config: Partial<AppConfig> = {
      fileStorage: 's3',
      s3: { endpoint: 'http://127.0.0.1:9', region: 'us-east-1', bucket: 'desk-files', accessKeyId: 'a', secretAccessKey: 'b', forcePathStyle: true },
    };
    await expect(buildTestApp(config)).rejects.toThrow('S3_BUCKET: the bucket "desk-files" at http://127.0.0.1:9 cannot be used: nothing answered at that address (ECONNREFUSED)');
    expect(testConfig().fileStorage).toBe('local');
  });
});
