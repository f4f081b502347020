import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API,
  DOCUMENT_REQUEST_MESSAGES as M,
  type DocumentRequestLink,
  type DocumentRequests,
} from '@visadesk/contract';
import { documentRequests, documentUploads, outbox } from '../../../../src/db/schema.ts';
import { SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import type { FilesService } from '../../../../src/storage/files.ts';
import { createApplication, download, sha256, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, captureLogs, rateLimitsWith, type TestContext } from '../../../helpers.ts';

/** What the red team's review of documents by link found, each shown as a worker, the desk or the outbox sees it (ADR 050, amended). */

const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`).join(',');
const tokenOf = (link: string) => link.split('/').pop() as string;
const PDF = { slot: 'file1', filename: 'passport.pdf', filetype: 'application/pdf' };

/** A test app listening on a port, for the upload protocol's calls, and what the link's side of it does. */
async function linkSide(t: TestContext, admin: Headers) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const bearer = (token: string) => ({ ...TUS, authorization: `Bearer ${token}` });
  const side = {
    ask: async (id: string, payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: API.applications.requestDocuments(id), headers: admin, payload });
      expect(res.statusCode, res.body).toBe(201);
      return tokenOf((res.json() as DocumentRequestLink).link);
    },
    requestsOf: async (id: string) => (await t.app.inject({ url: API.applications.documentRequests(id), headers: admin })).json() as DocumentRequests,
    revoke: (id: string, requestId: string) => t.app.inject({ method: 'DELETE', url: API.applications.revokeDocumentRequest(id, requestId), headers: admin }),
    page: (token: string) => fetch(`${base}${API.uploads.request}`, { headers: { authorization: `Bearer ${token}` } }),
    /** A tus creation; with `body`, the file's bytes in the same call (creation with upload). */
    create: (token: string, meta: Record<string, string>, length: number, body?: Buffer) => fetch(`${base}${API.uploads.tus}`, {
      method: 'POST',
      headers: { ...bearer(token), 'upload-length': String(length), 'upload-metadata': metadata(meta), ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}) },
      body,
    }),
    patch: (token: string, location: string, offset: number, body: Buffer) => fetch(`${base}${location}`, {
      method: 'PATCH', headers: { ...bearer(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body,
    }),
    head: (token: string, location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers: bearer(token) }),
    /** Sends a whole file in one part; answers the final PATCH. */
    send: async (token: string, meta: Record<string, string>, data: Buffer) => {
      const created = await side.create(token, meta, data.length);
      expect(created.status, await created.clone().text()).toBe(201);
      return side.patch(token, created.headers.get('location') as string, 0, data);
    },
  };
  return side;
}

/** The application's messages in the outbox, as the desk's list of emails shows them. */
const messagesOf = (t: TestContext, id: string) => t.app.db.select().from(outbox).where(eq(outbox.applicationId, id));
const carrying = (rows: { textBody: string; htmlBody: string }[], token: string) => rows.filter((row) => `${row.textBody}${row.htmlBody}`.includes(token));

/** Replaces the stored files' `storeUpload` for one test: to hold it at a gate, or to make it fail. */
function replaceStoreUpload(files: FilesService, replacement: (original: FilesService['storeUpload']) => FilesService['storeUpload']) {
  const original = files.storeUpload.bind(files);
  files.storeUpload = replacement(original);
  return () => {
    files.storeUpload = original;
  };
}

describe('documents by link, after the red team’s review (ADR 050)', () => {
  let t: TestContext;
  let admin: Headers;
  let side: Awaited<ReturnType<typeof linkSide>>;
  const log = captureLogs();
const logLines = log.lines;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://visas.example' }, { logger: log.logger('warn') });
    admin = (await t.loginAs('admin')).headers;
    side = await linkSide(t, admin);
  });
  afterAll(() => t.close());

  describe('the link in the outbox (M1)', () => {
    it('queues no link for an applicant without an email address, and a refusal’s email waits with the reason only', async () => {
      const application = await createApplication(t, admin, { email: '' });
      const token = await side.ask(application._id, { slots: ['file1', 'file2'] });
      expect(carrying(await messagesOf(t, application._id), token)).toEqual([]);
      expect((await messagesOf(t, application._id)).filter((row) => row.event === 'documentRequest')).toEqual([]);

      expect((await side.send(token, PDF, SAMPLE_PDF)).status).toBe(204);
      const uploadId = (await side.requestsOf(application._id)).requests[0]?.items[0]?.upload?._id ?? '';
      const refused = await t.app.inject({ method: 'POST', url: API.applications.refuseUpload(application._id, uploadId), headers: admin, payload: { reason: 'Too dark to read' } });
      expect(refused.statusCode, refused.body).toBe(200);
      const waiting = (await messagesOf(t, application._id)).filter((row) => row.event === 'documentRefused');
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ state: 'waiting' });
      expect(waiting[0]?.textBody).toContain('Too dark to read');
      expect(`${waiting[0]?.textBody}${waiting[0]?.htmlBody}`).not.toContain('/upload/');
      // The link the desk gave on WhatsApp still opens the request, open again.
      expect((await side.page(token)).status).toBe(200);
    });

    it('removes a revoked request’s unsent link email, and keeps another request’s', async () => {
      const application = await createApplication(t, admin);
      const revokedToken = await side.ask(application._id, { slots: ['file1'] });
      const keptToken = await side.ask(application._id, { slots: ['file2'] });
      expect(carrying(await messagesOf(t, application._id), revokedToken)).toHaveLength(1);
      const requests = (await side.requestsOf(application._id)).requests;
      const revoked = await side.revoke(application._id, requests[1]?._id ?? '');
      expect(revoked.json()).toMatchObject({ message: M.requestRevoked });
      const rows = await messagesOf(t, application._id);
      expect(carrying(rows, revokedToken)).toEqual([]);
      expect(carrying(rows, keptToken)).toHaveLength(1);
    });

    it('removes a completed request’s unsent link email', async () => {
      const application = await createApplication(t, admin);
      const token = await side.ask(application._id, { slots: ['file1'] });
      expect((await side.send(token, PDF, SAMPLE_PDF)).status).toBe(204);
      expect((await side.requestsOf(application._id)).requests[0]?.state).toBe('completed');
      expect(carrying(await messagesOf(t, application._id), token)).toEqual([]);
    });
  });

  it('takes no file for a request revoked while its creation waited for the lock (L1)', async () => {
    const application = await createApplication(t, admin);
    const token = await side.ask(application._id, { slots: ['file1'] });
    const requestId = (await side.requestsOf(application._id)).requests[0]?._id ?? '';
    let sent: Promise<Response> | undefined;
    // What a revoke does, held open while the creation (with the whole file in it) comes in.
    await t.app.db.transaction(async (tx) => {
      await tx.select({ id: documentRequests.id }).from(documentRequests).where(eq(documentRequests.id, requestId)).for('update');
      await tx.update(documentRequests).set({ revokedAt: new Date() }).where(eq(documentRequests.id, requestId));
      sent = side.create(token, PDF, SAMPLE_PDF.length, SAMPLE_PDF);
      await waitForALockWait(t);
    });
    const res = await (sent as Promise<Response>);
    expect(res.status).toBe(410);
    expect(JSON.parse(await res.text())).toMatchObject({ message: M.linkEnded });
    expect((await side.requestsOf(application._id)).requests[0]).toMatchObject({ state: 'revoked', items: [{ state: 'asked', upload: null }] });
    expect(await t.app.db.select().from(documentUploads).where(eq(documentUploads.requestId, requestId))).toEqual([]);
  });

  it('stores a finished upload once when its last part is sent twice (L2)', async () => {
    const application = await createApplication(t, admin);
    const token = await side.ask(application._id, { slots: ['file1'] });
    const created = await side.create(token, PDF, SAMPLE_PDF.length);
    const location = created.headers.get('location') as string;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let storing = () => {};
    const started = new Promise<void>((resolve) => (storing = resolve));
    let calls = 0;
    // The first store waits at the gate: the file has all arrived, and is being stored, when the last part comes again.
    const restore = replaceStoreUpload(t.app.files, (original) => async (upload) => {
      calls += 1;
      if (calls === 1) {
        storing();
        await gate;
      }
      return original(upload);
    });
    try {
      const first = side.patch(token, location, 0, SAMPLE_PDF);
      await started;
      const again = await side.patch(token, location, SAMPLE_PDF.length, Buffer.alloc(0));
      release();
      expect((await first).status).toBe(204);
      expect(again.status).toBe(409);
      expect(JSON.parse(await again.text())).toMatchObject({ message: M.alreadySent });
    } finally {
      release();
      restore();
    }
    expect(calls).toBe(1);
    const listed = await side.requestsOf(application._id);
    expect(listed.toReview).toBe(1);
    expect((await download(t, listed.requests[0]?.items[0]?.upload?.url ?? '')).sha256).toBe(sha256(SAMPLE_PDF));
  });

  it('keeps a file’s name clean: no NUL, no direction overrides, at most 200 characters (L3)', async () => {
    const application = await createApplication(t, admin);
    const token = await side.ask(application._id, { slots: ['file1'] });
    const filename = `\u202Efdp.exe\u0000${'a'.repeat(300)}.pdf`;
    expect((await side.send(token, { ...PDF, filename }, SAMPLE_PDF)).status).toBe(204);
    const kept = (await side.requestsOf(application._id)).requests[0]?.items[0]?.upload?.filename ?? '';
    expect(kept).toBe(`fdp.exe${'a'.repeat(193)}`);
  });

  describe('a completed request (L4)', () => {
    it('answers 410 to its link once its days have passed', async () => {
      const application = await createApplication(t, admin);
      const token = await side.ask(application._id, { slots: ['file1'] });
      expect((await side.send(token, PDF, SAMPLE_PDF)).status).toBe(204);
      expect((await side.page(token)).status).toBe(200);
      const requestId = (await side.requestsOf(application._id)).requests[0]?._id ?? '';
      await t.app.db.update(documentRequests).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(documentRequests.id, requestId));
      const res = await side.page(token);
      expect(res.status).toBe(410);
      expect(await res.json()).toMatchObject({ message: M.linkEnded });
    });

    it('can be revoked: its link then answers 410, and the file waits for review still', async () => {
      const application = await createApplication(t, admin);
      const token = await side.ask(application._id, { slots: ['file1'] });
      expect((await side.send(token, PDF, SAMPLE_PDF)).status).toBe(204);
      const requestId = (await side.requestsOf(application._id)).requests[0]?._id ?? '';
      const revoked = await side.revoke(application._id, requestId);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(revoked.json()).toMatchObject({ message: M.requestRevoked });
      expect((await side.page(token)).status).toBe(410);
      const listed = await side.requestsOf(application._id);
      expect(listed.requests[0]).toMatchObject({ state: 'revoked', items: [{ state: 'review' }] });
    });
  });

  it('logs what went wrong on our side when an upload fails, without the link’s token (L5)', async () => {
    const application = await createApplication(t, admin);
    const token = await side.ask(application._id, { slots: ['file1'] });
    const restore = replaceStoreUpload(t.app.files, () => () => Promise.reject(new Error('the disk is full')));
    try {
      const res = await side.send(token, PDF, SAMPLE_PDF);
      expect(res.status).toBe(500);
    } finally {
      restore();
    }
    const log = logLines.join('');
    expect(log).toContain('the disk is full');
    expect(log).not.toContain(token);
  });
});

/** Until a query of the app waits for a row lock (the creation waits for the revoke). */
async function waitForALockWait(t: TestContext) {
  for (let tries = 0; tries < 100; tries += 1) {
    const result = await t.app.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
    if (Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the creation never waited for the lock');
}

describe('documents by link, the per-link limit (M2)', () => {
  let t: TestContext;
  let side: Awaited<ReturnType<typeof linkSide>>;
  let admin: Headers;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ uploadsPerToken: 5 }) });
    admin = (await t.loginAs('admin')).headers;
    side = await linkSide(t, admin);
  });
  afterAll(() => t.close());

  it('counts the page and each creation, and bounds the parts by the documents asked', async () => {
    const application = await createApplication(t, admin);
    const token = await side.ask(application._id, { slots: ['file1', 'file2'] });
    expect((await side.page(token)).status).toBe(200);
    // A file in four parts with a HEAD after each dropped one: seven parts, more than the link's five calls.
    const file = Buffer.concat([SAMPLE_PDF, Buffer.alloc(3000, 7)]);
    const created = await side.create(token, PDF, file.length);
    const location = created.headers.get('location') as string;
    const quarter = Math.ceil(file.length / 4);
    for (let part = 0; part < 4; part += 1) {
      if (part > 0) expect((await side.head(token, location)).status).toBe(200);
      const sent = await side.patch(token, location, part * quarter, file.subarray(part * quarter, (part + 1) * quarter));
      expect(sent.status, await sent.clone().text()).toBe(204);
    }
    expect((await side.requestsOf(application._id)).requests[0]?.items[0]?.state).toBe('review');

    // Two documents asked: ten parts an hour. Past them, a leaked link's parts are refused.
    const other = await side.create(token, { ...PDF, slot: 'file2' }, 100);
    const otherAt = other.headers.get('location') as string;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await side.head(token, otherAt)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await side.patch(token, otherAt, 0, Buffer.alloc(10));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ message: M.tooManyUploads });
    // The page and creations have their own count: three so far of five.
    expect((await side.page(token)).status).toBe(200);
    expect((await side.page(token)).status).toBe(200);
    expect((await side.page(token)).status).toBe(429);
  });
});
