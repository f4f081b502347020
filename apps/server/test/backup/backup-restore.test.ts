import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { readBackupReport } from '../../src/db/backup-format.ts';
import { writeBackup } from '../../src/maintenance/backup.ts';
import { restoreBackup } from '../../src/maintenance/restore.ts';
import { sampleImage, SAMPLE_PDF } from '../../src/seed/factories.ts';
import { DatabaseFileStorage } from '../../src/storage/database-storage.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';
import { LocalFileStorage } from '../../src/storage/local-storage.ts';
import { S3FileStorage } from '../../src/storage/s3-storage.ts';
import { addExtraDocument, createApplication } from '../application-helpers.ts';
import { buildTestApp, createTestDatabase, TEST_ACTOR, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';
import { backupBytes } from './backup-bytes.ts';
import { startS3Server } from '../s3-server.ts';

const LASTING = [
  schema.users, schema.settings, schema.files, schema.sliders, schema.applications,
  schema.applicationDocuments, schema.applicationExtraDocuments, schema.applicationHistory, schema.applicationStageEvents, schema.applicationStats,
  schema.passportExpiryNotices,
];

async function snapshot(db: Database): Promise<unknown[][]> {
  const out = [];
  for (const table of LASTING as PgTable[]) {
    const keys = Object.values(getTableColumns(table)).filter((c) => c.primary);
    const order = (keys.length ? keys : Object.values(getTableColumns(table))).map((c) => asc(c));
    out.push(await db.select().from(table).orderBy(...order));
  }
  return out;
}

async function fileHashes(db: Database, storage: FileStorage): Promise<Record<string, string>> {
  const rows = await db.select({ id: schema.files.id }).from(schema.files);
  const hashes: Record<string, string> = {};
  for (const { id } of rows) {
    const stream = await storage.read(id);
    if (!stream) {
      hashes[id] = 'missing';
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    hashes[id] = createHash('sha256').update(Buffer.concat(chunks)).digest('hex');
  }
  return hashes;
}

describe('backup and restore', () => {
  let t: TestContext;
  let archive: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    const { headers } = await t.loginAs('superadmin');
    await t.createUser({ status: 'pending' });
    for (let i = 0; i < 3; i += 1) {
      // The third with its passport's dates, and a crossing the staff's digest reported.
      const dates = { passportIssue: '2018-03-01', passportExpiry: '2028-02-29' };
      const app = await createApplication(t, headers, i === 2 ? dates : {});
      if (i === 2) await t.database.db.insert(schema.passportExpiryNotices).values({ applicationId: app._id, passportExpiry: dates.passportExpiry, threshold: 180 });
      const body = await multipartBody({}, { file1: { data: SAMPLE_PDF, name: 'a.pdf' }, file9: { data: await sampleImage('png'), name: 'v.png' } });
      await t.app.inject({ method: 'PUT', url: `/api/application/updateApplicationAdd/${app._id}`, payload: body.payload, headers: { ...headers, ...body.headers } });
      if (i === 0) await t.app.inject({ method: 'PUT', url: `/api/application/updateApplicationApprove/${app._id}`, headers });
      // The first moves on its journey (ADR 049): its moves travel, and the stages the agency saved.
      if (i === 0) expect((await t.app.inject({ method: 'POST', url: `/api/application/setStage/${app._id}`, headers, payload: { stage: 'medical', note: 'Booked.' } })).statusCode).toBe(200);
      // An extra document beyond the slots, on the second application: its row and its file travel too.
      if (i === 1) expect((await addExtraDocument(t, headers, app._id, 'Medical report', { data: SAMPLE_PDF, name: 'm.pdf' })).statusCode).toBe(201);
    }
    const slide = await multipartBody({ thumbnail: 'Work in Canada', title: 'Skilled jobs', status: 'published' }, { image: { data: await sampleImage('jpeg', 300), name: 's.jpg' } });
    await t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: slide.payload, headers: { ...headers, ...slide.headers } });
    await t.app.settings.put({ ...(await t.app.settings.get()), consultancyName: 'Backup Test Consultancy' }, TEST_ACTOR);
    const stages = await t.app.stages.get();
    await t.app.stages.put({ stages: stages.stages.map((s) => (s.id === 'visa' ? { ...s, days: 30 } : s)), byCountry: { Japan: ['interview', 'visa'] } }, TEST_ACTOR);
    expect(await t.database.db.select().from(schema.applicationStageEvents)).toHaveLength(4);
  });
  afterAll(() => t.close());

  it('writes every row and every stored file, gzipped', async () => {
    archive = await backupBytes(t.database.db, t.app.storage);
    expect(archive.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(await readBackupReport(Readable.from([archive]))).toEqual({ rows: expect.any(Number), files: 3 * 5 + 1 + 3, missing: [] });
  });

  it('restores every row and every file exactly into an empty database', async () => {
    const target = await createTestDatabase();
    const storage = new LocalFileStorage(path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-restore-')), 'files'));
    try {
      const counts = await restoreBackup(target.handle.db, storage, Readable.from([archive]));
      expect(counts.files).toBe(3 * 5 + 1 + 3);
      expect(await snapshot(target.handle.db)).toEqual(await snapshot(t.database.db));
      expect(await fileHashes(target.handle.db, storage)).toEqual(await fileHashes(t.database.db, t.app.storage));
      const sessions = await target.handle.db.execute(sql`select count(*)::int as n from sessions`);
      expect((sessions as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

      // A cut-off backup changes nothing.
      const before = await snapshot(target.handle.db);
      const cut = archive.subarray(0, Math.floor(archive.length * 0.7));
      await expect(restoreBackup(target.handle.db, storage, Readable.from([cut]))).rejects.toThrow();
      expect(await snapshot(target.handle.db)).toEqual(before);
      await expect(restoreBackup(target.handle.db, storage, Readable.from([Buffer.from('not a backup')]))).rejects.toThrow();
      expect(await snapshot(target.handle.db)).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it('restores into an S3 bucket, and backs up from one with its objects (ADR 054)', async () => {
    const target = await createTestDatabase();
    const s3 = await startS3Server();
    const bucket = await S3FileStorage.open(s3.config);
    try {
      const counts = await restoreBackup(target.handle.db, bucket, Readable.from([archive]));
      expect(counts.files).toBe(3 * 5 + 1 + 3);
      expect(await fileHashes(target.handle.db, bucket)).toEqual(await fileHashes(t.database.db, t.app.storage));
      const again = await backupBytes(target.handle.db, bucket);
      expect(await readBackupReport(Readable.from([again]))).toEqual(await readBackupReport(Readable.from([archive])));
      const fromBucket = await createTestDatabase();
      try {
        const local = new LocalFileStorage(path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-restore-')), 'files'));
        await restoreBackup(fromBucket.handle.db, local, Readable.from([again]));
        expect(await fileHashes(fromBucket.handle.db, local)).toEqual(await fileHashes(t.database.db, t.app.storage));
      } finally {
        await fromBucket.drop();
      }
    } finally {
      bucket.close();
      await s3.close();
      await target.drop();
    }
  }, 60_000);

  it("gives the applications of a backup made before their language (migration 0012) their nationality's", async () => {
    const lines = gunzipSync(archive).toString('utf8').split('\n');
    const older = lines.map((text) => {
      const line = text ? (JSON.parse(text) as { type: string; table?: string; rows?: Record<string, unknown>[] }) : null;
      if (line?.type !== 'rows' || line.table !== 'applications') return text;
      const rows = line.rows?.map(({ language: _none, ...row }, n) => ({ ...row, currentN: ['India', 'Pakistan', 'Canada'][n % 3] }));
      return JSON.stringify({ ...line, rows });
    });
    const target = await createTestDatabase();
    const storage = new LocalFileStorage(path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-restore-')), 'files'));
    try {
      await restoreBackup(target.handle.db, storage, Readable.from([gzipSync(older.join('\n'))]));
      const restored = await target.handle.db.select({ currentN: schema.applications.currentN, language: schema.applications.language }).from(schema.applications);
      expect(restored.map((row) => `${row.currentN} ${row.language}`).sort()).toEqual(['Canada en', 'India hi', 'Pakistan ur']);
    } finally {
      await target.drop();
    }
  });

  it('restores a backup made before the passport dates (migration 0014) with none on file', async () => {
    const lines = gunzipSync(archive).toString('utf8').split('\n');
    const older = lines.flatMap((text) => {
      const line = text ? (JSON.parse(text) as { type: string; table?: string; rows?: Record<string, unknown>[] }) : null;
      if (line?.type === 'end') return [JSON.stringify({ ...line, rows: (line as unknown as { rows: number }).rows - 1 })];
      if (line?.type !== 'rows') return [text];
      if (line.table === 'passport_expiry_notices') return [];
      if (line.table !== 'applications') return [text];
      return [JSON.stringify({ ...line, rows: line.rows?.map(({ passportIssue: _issue, passportExpiry: _expiry, ...row }) => row) })];
    });
    const target = await createTestDatabase();
    const storage = new LocalFileStorage(path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-restore-')), 'files'));
    try {
      await restoreBackup(target.handle.db, storage, Readable.from([gzipSync(older.join('\n'))]));
      const { passportIssue, passportExpiry } = schema.applications;
      const restored = await target.handle.db.select({ passportIssue, passportExpiry }).from(schema.applications);
      expect(restored).toEqual([0, 1, 2].map(() => ({ passportIssue: '', passportExpiry: '' })));
      expect(await target.handle.db.select().from(schema.passportExpiryNotices)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('stops, and frees the database, when the destination of a backup goes away midway', async () => {
    // Larger than the stream buffers, so the backup is still writing when its reader leaves.
    await t.app.files.storeBuffer(randomBytes(512 * 1024), 'application/pdf', 'large.pdf');
    const destination = new PassThrough();
    const backup = writeBackup(t.database.db, t.app.storage, destination);
    await once(destination, 'readable');
    destination.destroy();
    await expect(backup).rejects.toThrow();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: t.database.driver });
  });

  it('gives up, and frees the database, when its reader stops taking data without going away', async () => {
    await t.app.files.storeBuffer(randomBytes(512 * 1024), 'application/pdf', 'large.pdf');
    // A reader that is still there but takes nothing more: a paused `npm run backup`, a full disk.
    const stalled = new Writable({ highWaterMark: 1024, write: () => {} });
    const backup = writeBackup(t.database.db, t.app.storage, stalled, { stallMs: 300 });
    await expect(backup).rejects.toThrow("The backup's reader took nothing for 0.3 s: the backup was abandoned.");
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', database: t.database.driver });
  });

  it('goes on past a stored file whose bytes are gone, lists it, and restores its row without bytes', async () => {
    const ids = await t.database.db.select({ id: schema.files.id }).from(schema.files).orderBy(asc(schema.files.id));
    const lost = ids[0]?.id as string;
    await t.app.storage.remove(lost);
    const bytes = await backupBytes(t.database.db, t.app.storage);
    const report = await readBackupReport(Readable.from([bytes]));
    expect(report).toEqual({ rows: expect.any(Number), files: ids.length - 1, missing: [lost] });

    // Into files kept in the database: the bytes written before the rows must survive the restore.
    const target = await createTestDatabase();
    try {
      const storage = new DatabaseFileStorage(target.handle.db);
      const restored = await restoreBackup(target.handle.db, storage, Readable.from([bytes]));
      expect(restored).toEqual(report);
      expect(await snapshot(target.handle.db)).toEqual(await snapshot(t.database.db));
      const hashes = await fileHashes(target.handle.db, storage);
      expect(hashes[lost]).toBe('missing');
      expect(hashes).toEqual(await fileHashes(t.database.db, t.app.storage));
    } finally {
      await target.drop();
    }
  }, 60_000);
});
