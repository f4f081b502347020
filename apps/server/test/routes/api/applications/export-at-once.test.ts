import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityFiltersSchema, APPLICATION_MESSAGES as M, ApplicationExportRequestSchema, type User } from '@visadesk/contract';
import { openDatabase, type DatabaseHandle } from '../../../../src/db/client.ts';
import { applicationHistory } from '../../../../src/db/schema.ts';
import type { Actor } from '../../../../src/applications/application-context.ts';
import type { Headers } from '../../../application-helpers.ts';
import { parseCsv } from '../../../csv.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { insertRows, rowId } from '../../../list-rows.ts';
import { postgresDatabase } from '../../../scratch-database.ts';
import { answerWith } from '../../../answers.ts';

/** More than two batches: an export of them is read in three queries. */
const APPLICATIONS = 1_200;
/** What a request without filters asks for (every application, newest first; the whole log). */
const { format: _format, ...FILTERS } = ApplicationExportRequestSchema.parse({});
const LOG = ActivityFiltersSchema.parse({});

/** A file written whole, as the client would have it. */
async function whole(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
const csvRows = async (file: Readable) => parseCsv((await whole(file)).toString('utf8').slice(1)).length - 1;
async function workbookRows(file: Readable): Promise<number> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await whole(file) as unknown as ArrayBuffer);
  return (book.worksheets[0]?.rowCount ?? 0) - 1;
}

/**
 * A staff member has at most two exports under way (ADR 042): a third is told to wait (429) and
 * records nothing; the two finish whole, and once one has, the next is taken. Other staff are not
 * held up.
 */
describe('exports at once', () => {
  let t: TestContext;
  let admin: { user: User; headers: Headers };
  let boss: { user: User; headers: Headers };
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs('admin');
    boss = await t.loginAs('superadmin');
    await insertRows(t.app.db, Array.from({ length: APPLICATIONS }, (_, i) => ({ id: rowId(i + 1) })));
  });
  afterAll(() => t.close());

  const actor = (user: User): Actor => ({ id: user._id, name: user.name, sessionId: 'test' });
  const exportOf = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const exportsBy = async (user: User) => (await t.app.db.select().from(applicationHistory).where(eq(applicationHistory.actorId, user._id)))
    .filter((e) => e.action === 'exported').length;

  it('refuses a third export while two are being written, with the message to wait, and the two complete', async () => {
    // Two files begun and not yet read: each holds its snapshot and its slot.
    const csv = await t.app.applications.export(FILTERS, actor(admin.user), 'csv');
    const xlsx = await t.app.applications.export(FILTERS, actor(admin.user), 'xlsx');
    expect(await exportsBy(admin.user)).toBe(2);

    const third = await exportOf('/api/application/export', admin.headers);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(answerWith({ message: M.exportsBusy }));
    expect(third.json().message).toBe('You already have two exports under way. Please wait for one of them to finish, then export again.');
    expect((await exportOf('/api/application/export?format=xlsx', admin.headers)).statusCode).toBe(429);
    expect(await exportsBy(admin.user)).toBe(2);

    // Another staff member is not held up.
    expect((await exportOf('/api/application/export', boss.headers)).statusCode).toBe(200);

    expect(await csvRows(csv)).toBe(APPLICATIONS);
    expect(await workbookRows(xlsx)).toBe(APPLICATIONS);
    const next = await exportOf('/api/application/export', admin.headers);
    expect(next.statusCode).toBe(200);
    expect(parseCsv(next.body.slice(1))).toHaveLength(APPLICATIONS + 1);
  });

  it('counts the activity log export among the two', async () => {
    const log = await t.app.activity.export(LOG, actor(boss.user));
    const list = await t.app.applications.export(FILTERS, actor(boss.user), 'csv');
    const third = await exportOf('/api/activity/export', boss.headers);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(answerWith({ message: M.exportsBusy }));
    await whole(log);
    expect(await csvRows(list)).toBe(APPLICATIONS);
    expect((await exportOf('/api/activity/export', boss.headers)).statusCode).toBe(200);
  });

  it('frees the slot of an export whose client went away', async () => {
    const kept = await t.app.applications.export(FILTERS, actor(admin.user), 'csv');
    const dropped = await t.app.applications.export(FILTERS, actor(admin.user), 'xlsx');
    expect((await exportOf('/api/application/export', admin.headers)).statusCode).toBe(429);
    dropped.destroy();
    const until = Date.now() + 10_000;
    let again = await exportOf('/api/application/export', admin.headers);
    while (again.statusCode === 429 && Date.now() < until) again = await exportOf('/api/application/export', admin.headers);
    expect(again.statusCode).toBe(200);
    expect(await csvRows(kept)).toBe(APPLICATIONS);
  });
});

/**
 * Through the network: a download the browser gives up on frees its slot. The file is far larger
 * than the sockets' buffers, so it is still being written when the browser leaves.
 */
describe('an export the browser leaves midway', () => {
  const MANY = 20_000;
  let t: TestContext;
  let admin: { user: User; headers: Headers };
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs('admin');
    for (let from = 0; from < MANY; from += 5_000) {
      await insertRows(t.app.db, Array.from({ length: 5_000 }, (_, i) => ({ id: rowId(from + i + 1), identification: 'Mole on the left cheek '.repeat(12) })));
    }
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('frees its slot once the browser has gone', async () => {
    const held = await t.app.applications.export(FILTERS, { id: admin.user._id, name: admin.user.name, sessionId: 'test' }, 'csv');
    const leaving = new AbortController();
    const download = await fetch(`${origin}/api/application/export`, { headers: admin.headers, signal: leaving.signal });
    expect(download.status).toBe(200);
    await download.body?.getReader().read();
    // Both slots taken: the download is still being written.
    expect((await t.app.inject({ url: '/api/application/export', headers: admin.headers })).statusCode).toBe(429);
    leaving.abort();
    const until = Date.now() + 10_000;
    let again = await t.app.inject({ url: '/api/application/export?status=approved', headers: admin.headers });
    while (again.statusCode === 429 && Date.now() < until) again = await t.app.inject({ url: '/api/application/export?status=approved', headers: admin.headers });
    expect(again.statusCode).toBe(200);
    held.destroy();
  });
});

/** Two instances on one database: the two exports under way on one count on the other. */
describe('exports at once, across instances', () => {
  let scratch: Awaited<ReturnType<typeof postgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    scratch = await postgresDatabase('exports');
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: scratch.url }));
    await (handles[0] as DatabaseHandle).migrate();
    a = await buildTestApp({}, { database: handles[0] as DatabaseHandle });
    b = await buildTestApp({ secrets: a.config.secrets }, { database: handles[1] as DatabaseHandle });
    await insertRows(a.app.db, Array.from({ length: 20 }, (_, i) => ({ id: rowId(i + 1) })));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await scratch?.drop();
  });

  it('refuses the third on the other instance, and takes it there once one is done', async () => {
    const admin = await a.loginAs('admin');
    const actor: Actor = { id: admin.user._id, name: admin.user.name, sessionId: 'test' };
    const first = await a.app.applications.export(FILTERS, actor, 'csv');
    const second = await a.app.activity.export(LOG, actor);
    const third = await b.app.inject({ url: '/api/application/export', headers: admin.headers });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual(answerWith({ message: M.exportsBusy }));
    expect(await csvRows(first)).toBe(20);
    await whole(second);
    // A slot is given back when the export's snapshot commits, just after its file closed: a moment later, not at once.
    await expect.poll(async () => (await b.app.inject({ url: '/api/application/export', headers: admin.headers })).statusCode, { timeout: 5_000, interval: 50 }).toBe(200);
  });
});
