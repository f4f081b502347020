import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { applicantFields, sampleImage } from '../../src/seed/factories.ts';
import { DatabaseFileStorage } from '../../src/storage/database-storage.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { LocalFileStorage } from '../../src/storage/local-storage.ts';
import { multipartBody } from '../multipart.ts';
import { freePort, postgresDatabase, START_WAIT_MS } from '../spawned-server.ts';

/**
 * Kills the server with SIGKILL in the middle of concurrent writes and uploads, several times, and
 * checks after each restart that every write it acknowledged is there and whole, and that nothing
 * partial or orphaned is left. CRASH_ROUNDS sets the number of kills (default 3).
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const WORKERS = 4;
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');
const ADMIN = { email: 'crash@example.com', password: 'crash test password' };
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Acknowledged {
  applications: Set<string>;
  documents: Map<string, string>;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string; exited: Promise<unknown> }> {
  // A port the kernel says is free, not a random one: a random one can meet another service's (EADDRINUSE).
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams: the server logs (a port already taken, say) on stdout, and a crash on stderr.
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  return (async () => {
    // The same minute as every spawned server: a restart that recovers the database on busy cores took over 30 s.
    const deadline = Date.now() + START_WAIT_MS;
    while (Date.now() < deadline && child.exitCode === null) {
      const healthy = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
      if (healthy) return { child, base, exited };
      await new Promise((r) => setTimeout(r, 100));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not start after a crash (exit ${child.exitCode}):\n${output}`);
  })();
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN),
  });
  return ((await res.json()) as { token: string }).token;
}

async function send(base: string, token: string, method: string, url: string, fields: Record<string, string>, files: Record<string, { data: Buffer; name: string }>) {
  const body = await multipartBody(fields, files);
  return fetch(`${base}${url}`, { method, headers: { authorization: token, ...body.headers }, body: body.payload });
}

/** One worker: add an application, upload a document into it, approve it; forever, until killed. */
async function worker(base: string, token: string, photo: Buffer, ack: Acknowledged, stop: { now: boolean }) {
  while (!stop.now) {
    try {
      const added = await send(base, token, 'POST', '/api/application/addApplication', applicantFields(), { image: { data: photo, name: 'p.jpg' } });
      if (added.status !== 201) continue;
      const { _id } = (await added.json()) as { _id: string };
      ack.applications.add(_id);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000 + Math.floor(Math.random() * 400_000))]);
      const uploaded = await send(base, token, 'PUT', `/api/application/updateApplicationAdd/${_id}`, {}, { file1: { data: pdf, name: 'd.pdf' } });
      if (uploaded.status === 200) ack.documents.set(_id, sha256(pdf));
      await fetch(`${base}/api/application/updateApplicationApprove/${_id}`, { method: 'PUT', headers: { authorization: token } });
    } catch {
      return; // the server died under us
    }
  }
}

async function verifyAcknowledged(base: string, token: string, ack: Acknowledged) {
  for (const id of ack.applications) {
    const res = await fetch(`${base}/api/application/fetchApplication/${id}`, { headers: { authorization: token } });
    expect(res.status, `acknowledged application ${id}`).toBe(200);
    const app = (await res.json()) as { file1: string };
    const expected = ack.documents.get(id);
    if (expected) {
      const file = await fetch(`${base}${app.file1}`);
      expect(sha256(Buffer.from(await file.arrayBuffer())), `document of ${id}`).toBe(expected);
    }
  }
}

async function verifyStorage(handle: DatabaseHandle, storage: FileStorage, dataDir: string) {
  const rows = (await handle.db.execute(sql`select id, sha256, size from files`)) as unknown as {
    rows: { id: string; sha256: string; size: number }[];
  };
  const ids = new Set<string>();
  for (const row of rows.rows) {
    ids.add(row.id);
    const stream = await storage.read(row.id);
    expect(stream, `bytes of file ${row.id}`).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const data = Buffer.concat(chunks);
    expect(data.length).toBe(Number(row.size));
    expect(sha256(data), `file ${row.id} is whole`).toBe(row.sha256);
  }
  for await (const key of storage.keys()) expect(ids.has(key), `stored ${key} has a row`).toBe(true);
  const unreferenced = (await handle.db.execute(sql`
    select count(*)::int as n from files f
    where not exists (select 1 from application_documents d where d.file_id = f.id)
      and not exists (select 1 from application_extra_documents e where e.file_id = f.id)
      and not exists (select 1 from applications a where f.id in (a.photo_file_id, a.photo_thumb_file_id, a.photo_original_file_id))
      and not exists (select 1 from sliders s where f.id in (s.image_file_id, s.image_thumb_file_id, s.image_original_file_id))`)) as unknown as { rows: { n: number }[] };
  expect(unreferenced.rows[0]?.n).toBe(0);
  const tmp = path.join(dataDir, 'tmp');
  expect(existsSync(tmp) ? readdirSync(tmp) : []).toEqual([]);
  const filesDir = path.join(dataDir, 'files');
  const leftovers = existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }).filter((f) => String(f).endsWith('.tmp')) : [];
  expect(leftovers).toEqual([]);
}

/**
 * Makes everything the crashes left an hour old, as if the server were restarted an hour later:
 * the clean-up never touches anything younger than ten minutes (it could be an upload in progress).
 */
async function ageLeftovers(handle: DatabaseHandle, storage: FileStorage, dataDir: string) {
  const hourAgo = new Date(Date.now() - 3_600_000);
  await handle.db.execute(sql`update files set created_at = created_at - interval '1 hour'`);
  const rows = (await handle.db.execute(sql`select id from files`)) as unknown as { rows: { id: string }[] };
  const ids = new Set(rows.rows.map((r) => r.id));
  // Stored bytes without a row: their id's time prefix is their age.
  const olderKey = (key: string) => Math.floor(hourAgo.getTime() / 1000).toString(16) + key.slice(8);
  for await (const key of storage.keys()) {
    if (ids.has(key)) continue;
    if (storage instanceof LocalFileStorage) {
      const shard = path.join(storage.root, key.slice(-2));
      renameSync(path.join(shard, key), path.join(shard, olderKey(key)));
    } else {
      await handle.db.execute(sql`update file_blobs set key = ${olderKey(key)}, stored_at = ${hourAgo} where key = ${key}`);
    }
  }
  for (const folder of ['tmp', 'files'].map((f) => path.join(dataDir, f)).filter((f) => existsSync(f))) {
    for (const name of readdirSync(folder, { recursive: true })) {
      const file = path.join(folder, String(name));
      if (statSync(file).isFile()) utimesSync(file, hourAgo, hourAgo);
    }
  }
}

async function crashRounds(env: Record<string, string>, dataDir: string, open: () => Promise<{ handle: DatabaseHandle; storage: FileStorage }>) {
  const photo = await sampleImage('jpeg', 120);
  const ack: Acknowledged = { applications: new Set(), documents: new Map() };
  for (let round = 0; round < ROUNDS; round += 1) {
    const server = await startServer(env);
    const token = await login(server.base);
    await verifyAcknowledged(server.base, token, ack);
    const stop = { now: false };
    const workers = Array.from({ length: WORKERS }, () => worker(server.base, token, photo, ack, stop));
    await new Promise((r) => setTimeout(r, 400 + Math.random() * 1600));
    server.child.kill('SIGKILL');
    stop.now = true;
    await server.exited;
    await Promise.all(workers);
  }
  const aged = await open();
  try {
    await ageLeftovers(aged.handle, aged.storage, dataDir);
  } finally {
    await aged.handle.close();
  }
  // The restart cleans up; then the server stops and the database is checked directly.
  const last = await startServer(env);
  await verifyAcknowledged(last.base, await login(last.base), ack);
  last.child.kill('SIGTERM');
  await last.exited;
  const { handle, storage } = await open();
  try {
    await verifyStorage(handle, storage, dataDir);
  } finally {
    await handle.close();
  }
  expect(ack.applications.size).toBeGreaterThan(0);
  return ack;
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('crash safety', () => {
  it(`keeps every acknowledged write whole through ${ROUNDS} SIGKILLs on the embedded database`, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-crash-'));
    dirs.push(dataDir);
    await crashRounds({ DATA_DIR: dataDir, DATABASE_URL: '' }, dataDir, async () => {
      const handle = await openDatabase({ dataDir });
      return { handle, storage: new LocalFileStorage(path.join(dataDir, 'files')) };
    });
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)(`does the same on PostgreSQL with files in the database`, async () => {
    const database = await postgresDatabase('crash');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'visadesk-crash-pg-'));
    dirs.push(dataDir);
    try {
      await crashRounds({ DATA_DIR: dataDir, DATABASE_URL: database.url, FILE_STORAGE: 'database' }, dataDir, async () => {
        const handle = await openDatabase({ databaseUrl: database.url });
        return { handle, storage: new DatabaseFileStorage(handle.db) };
      });
    } finally {
      await database.drop();
    }
  }, 240_000);
});
