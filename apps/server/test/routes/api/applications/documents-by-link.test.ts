import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API,
  APPLICATION_MESSAGES as AM,
  DOCUMENT_REQUEST_MESSAGES as M,
  MAIL_MESSAGES,
  messageIdOf,
  type Application,
  type Dashboard,
  type DocumentRequestLink,
  type DocumentRequests,
  type HistoryEntry,
  type UploadRequest,
} from '@visadesk/contract';
import { applications, documentRequestTokens, documentUploads, outbox } from '../../../../src/db/schema.ts';
import { SAMPLE_PDF, sampleImage } from '../../../../src/seed/factories.ts';
import { uploadsInProgressDir } from '../../../../src/requests/upload-store.ts';
import { createApplication, download, sha256, uploadDocuments, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, rateLimitsWith, type TestContext } from '../../../helpers.ts';
import { ROUTE_STORES, storeOverrides } from '../../../s3-server.ts';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (value: string) => Buffer.from(value).toString('base64');
const metadata = (entries: Record<string, string>) => Object.entries(entries).map(([key, value]) => `${key} ${b64(value)}`).join(',');
const tokenOf = (link: string) => link.split('/').pop() as string;

// Once on the local store, once on S3: an upload by link lands in either alike (ADR 054).
describe.each(ROUTE_STORES)('documents by link (ADR 050, %s store)', (store) => {
  let t: TestContext;
  let admin: Headers;
  let base: string;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const { overrides, close } = await storeOverrides(store);
    closeStore = close;
    t = await buildTestApp({ publicUrl: 'https://visas.example', rateLimits: rateLimitsWith({ uploadsPerToken: 60 }), ...overrides });
    admin = (await t.loginAs('admin')).headers;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t.close();
    await closeStore();
  });

  const ask = (id: string, payload: unknown, headers: Partial<Headers> = admin) =>
    t.app.inject({ method: 'POST', url: API.applications.requestDocuments(id), headers, payload: payload as object });
  const requestsOf = async (id: string) => {
    const res = await t.app.inject({ url: API.applications.documentRequests(id), headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DocumentRequests;
  };
  const page = (token: string | undefined) => fetch(`${base}${API.uploads.request}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });
  const create = (token: string | undefined, meta: Record<string, string>, length: number) =>
    fetch(`${base}${API.uploads.tus}`, {
      method: 'POST',
      headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(meta), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const patch = (token: string, location: string, offset: number, body: Buffer) =>
    fetch(`${base}${location}`, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      body,
    });
  const head = (token: string, location: string) => fetch(`${base}${location}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } });
  /** Sends a whole file in one part; answers the final PATCH. */
  const send = async (token: string, meta: Record<string, string>, data: Buffer) => {
    const created = await create(token, meta, data.length);
    expect(created.status, await created.clone().text()).toBe(201);
    return patch(token, created.headers.get('location') as string, 0, data);
  };
  const emails = (id: string, event: string) => t.app.db.select().from(outbox).where(eq(outbox.applicationId, id)).then((rows) => rows.filter((row) => row.event === event));
  const history = async (id: string) => (await t.app.inject({ url: API.applicationHistory(id), headers: admin })).json() as HistoryEntry[];
  const refusalOf = async (res: Response) => (JSON.parse(await res.text()) as { message: string; messageId?: string });

  describe('asking', () => {
    it('answers the link once, keeps only its hash, and emails it in the applicant’s language', async () => {
      const application = await createApplication(t, admin, { language: 'hi', givenN: 'Sita', surname: 'Rai' });
      const res = await ask(application._id, { slots: ['file9'], extras: ['medical report'], message: 'Clear photos please' });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json() as DocumentRequestLink;
      expect(answer.link).toMatch(/^https:\/\/visas\.example\/hi\/upload\/[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThan(7.01);
      const token = tokenOf(answer.link);
      const kept = await t.app.db.select().from(documentRequestTokens);
      expect(kept.map((row) => row.tokenHash)).toContain(sha256(Buffer.from(token)));
      expect(JSON.stringify(kept)).not.toContain(token);
      const [email] = await emails(application._id, 'documentRequest');
      expect(email?.subject).toContain('दस्तावेज़');
      expect(email?.textBody).toContain(answer.link);
      expect(email?.textBody).toContain('Clear photos please');
      expect(email?.htmlBody).toContain(`<a href="${answer.link}">`);
      const listed = await requestsOf(application._id);
      expect(listed.requests).toHaveLength(1);
      expect(listed.requests[0]).toMatchObject({ state: 'open', message: 'Clear photos please', revokedAt: null });
      expect(listed.requests[0]?.items.map((item) => [item.slot, item.extra, item.label, item.state])).toEqual([
        ['file9', '', 'Visa', 'asked'],
        ['', 'Medical report', 'Medical report', 'asked'],
      ]);
      expect((await history(application._id)).map((entry) => entry.detail)).toContain('Asked by link for: Visa, Medical report (7 days)');
    });

    it('refuses what cannot be asked, each with its message, and changes nothing', async () => {
      const application = await createApplication(t, admin);
      const cases: [unknown, string, string][] = [
        [{ slots: [], extras: [] }, 'slots', M.ask],
        [{ slots: ['file13'] }, 'slots', M.askSlot('file13')],
        [{ extras: ['Horoscope'] }, 'extras', M.askExtra('Horoscope')],
        [{ slots: ['file1'], days: 31 }, 'days', M.askDays],
        [{ slots: ['file1'], days: 0 }, 'days', M.askDays],
        [{ slots: ['file1'], message: 'x'.repeat(501) }, 'message', M.askMessage],
      ];
      for (const [payload, field, message] of cases) {
        const res = await ask(application._id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect((res.json() as { errors: Record<string, string> }).errors[field]).toBe(message);
      }
      expect((await requestsOf(application._id)).requests).toHaveLength(0);
      expect((await ask(application._id, { slots: ['file1'] }, {})).statusCode).toBe(401);
      expect((await ask('0123456789abcdef01234567', { slots: ['file1'] })).statusCode).toBe(404);
    });

    it('offers the link as a WhatsApp text for the applicant’s phone', async () => {
      const application = await createApplication(t, admin, { language: 'ne', phone: '9841234567', phoneCode: '+977', currentN: 'Nepal' });
      const answer = (await ask(application._id, { slots: ['file1'], days: 3 })).json() as DocumentRequestLink;
      expect(answer.whatsApp?.number).toBe('+9779841234567');
      expect(decodeURIComponent(answer.whatsApp?.url.split('text=')[1] ?? '')).toContain(answer.link);
    });
  });

  describe('the applicant’s page and the uploads', () => {
    let application: Application;
    let token: string;
    beforeAll(async () => {
      application = await createApplication(t, admin, { givenN: 'Ram', surname: 'Thapa' });
      token = tokenOf(((await ask(application._id, { slots: ['file1', 'file2'], extras: ['Medical report'], message: 'By Friday' })).json() as DocumentRequestLink).link);
    });

    it('shows the agency, the given name only and what is asked; opening it uses nothing up', async () => {
      for (let i = 0; i < 3; i += 1) {
        const res = await page(token);
        expect(res.status).toBe(200);
        const body = (await res.json()) as UploadRequest;
        expect(Object.keys(body).sort()).toEqual(['agency', 'expiresAt', 'givenName', 'items', 'language', 'message', 'state']);
        expect(body).toMatchObject({ givenName: 'Ram', message: 'By Friday', state: 'open' });
        expect(JSON.stringify(body)).not.toContain('Thapa');
        expect(JSON.stringify(body)).not.toContain(application.passport);
        expect(body.items.map((item) => [item.slot || item.extra, item.state])).toEqual([['file1', 'asked'], ['file2', 'asked'], ['Medical report', 'asked']]);
      }
    });

    it('answers 401 without a token or with an unknown one', async () => {
      for (const tried of [undefined, 'x'.repeat(43)]) {
        const res = await page(tried);
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ message: M.linkInvalid, messageId: 'request.linkInvalid' });
        const created = await create(tried, { slot: 'file1', filename: 'a.pdf', filetype: 'application/pdf' }, 10);
        expect(created.status).toBe(401);
        expect(await refusalOf(created)).toMatchObject({ message: M.linkInvalid, messageId: 'request.linkInvalid' });
      }
    });

    it('takes a file in two parts with a HEAD between them, and stores exactly its bytes, to review', async () => {
      const file = Buffer.concat([SAMPLE_PDF, Buffer.alloc(200_000, 7)]);
      const created = await create(token, { slot: 'file1', filename: 'passport.pdf', filetype: 'application/pdf' }, file.length);
      expect(created.status).toBe(201);
      const location = created.headers.get('location') as string;
      expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{24}$/);
      const half = Math.floor(file.length / 2);
      expect((await patch(token, location, 0, file.subarray(0, half))).headers.get('upload-offset')).toBe(String(half));
      const held = await head(token, location);
      expect(held.status).toBe(200);
      expect(held.headers.get('upload-offset')).toBe(String(half));
      expect(held.headers.get('upload-length')).toBe(String(file.length));
      await expect(((await page(token)).json() as Promise<UploadRequest>).then((p) => p.items[0]?.state)).resolves.toBe('sending');
      const done = await patch(token, location, half, file.subarray(half));
      expect(done.status).toBe(204);
      expect(done.headers.get('upload-offset')).toBe(String(file.length));

      const listed = await requestsOf(application._id);
      const item = listed.requests[0]?.items[0];
      expect(item).toMatchObject({ state: 'review', upload: { filename: 'passport.pdf', contentType: 'application/pdf', size: file.length } });
      expect((await download(t, item?.upload?.url ?? '')).sha256).toBe(sha256(file));
      expect(listed.toReview).toBe(1);
      const dashboard = (await t.app.inject({ url: API.dashboard, headers: admin })).json() as Dashboard;
      expect(dashboard.documentsToReview).toBeGreaterThanOrEqual(1);
      expect((await history(application._id)).map((entry) => [entry.actorName, entry.detail])).toContainEqual(['Ram (the applicant, by link)', 'Received by link, to review: Job Letter 1']);
      // The half-sent bytes are gone from the uploads in progress once stored.
      expect(readdirSync(uploadsInProgressDir(t.config.dataDir))).toEqual([]);
      // Sent once: a second upload of the same document waits for the review.
      const again = await create(token, { slot: 'file1', filename: 'passport.pdf', filetype: 'application/pdf' }, 100);
      expect(again.status).toBe(409);
      expect(await refusalOf(again)).toMatchObject({ message: M.alreadySent });
    });

    it('refuses a document not asked, an undeclared one, one too large, and bytes that are not what a document may be', async () => {
      const notAsked = await create(token, { slot: 'file5', filename: 'a.pdf', filetype: 'application/pdf' }, 10);
      expect(notAsked.status).toBe(400);
      expect(await refusalOf(notAsked)).toMatchObject({ message: M.notAsked, messageId: 'request.notAsked' });
      const noName = await create(token, { slot: 'file2' }, 10);
      expect(noName.status).toBe(400);
      expect(await refusalOf(noName)).toMatchObject({ message: M.uploadMetadata });
      const tooLarge = await create(token, { slot: 'file2', filename: 'big.pdf', filetype: 'application/pdf' }, 10 * 1024 * 1024 + 1);
      expect(tooLarge.status).toBe(413);
      expect(await refusalOf(tooLarge)).toMatchObject({ message: AM.documentTooLarge, messageId: messageIdOf(AM.documentTooLarge) });
      const wrongType = await create(token, { slot: 'file2', filename: 'a.exe', filetype: 'application/x-msdownload' }, 10);
      expect(wrongType.status).toBe(400);
      expect(await refusalOf(wrongType)).toMatchObject({ message: AM.invalidDocumentType });

      // Says it is a PNG, but its bytes are text: refused when it has arrived, with the reason shown to both sides.
      const lie = await send(token, { slot: 'file2', filename: 'scan.png', filetype: 'image/png' }, Buffer.from('not a picture at all'));
      expect(lie.status).toBe(422);
      expect(await refusalOf(lie)).toMatchObject({ message: AM.invalidDocumentType, messageId: 'application.invalidDocumentType' });
      const shown = (await (await page(token)).json()) as UploadRequest;
      expect(shown.items[1]).toMatchObject({ state: 'refused', reason: AM.invalidDocumentType });
      expect((await requestsOf(application._id)).requests[0]?.items[1]).toMatchObject({ state: 'refused', reason: AM.invalidDocumentType, upload: { url: '' } });
      expect(readdirSync(uploadsInProgressDir(t.config.dataDir))).toEqual([]);
    });

    it('lets the applicant cancel an upload under way (termination); its bytes go', async () => {
      const created = await create(token, { slot: 'file2', filename: 'visa.png', filetype: 'image/png' }, 1000);
      const location = created.headers.get('location') as string;
      await patch(token, location, 0, Buffer.alloc(100, 1));
      const dir = uploadsInProgressDir(t.config.dataDir);
      const id = location.split('/').pop() as string;
      expect(statSync(path.join(dir, id)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, `${id}.json`)).mode & 0o777).toBe(0o600);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const removed = await fetch(`${base}${location}`, { method: 'DELETE', headers: { ...TUS, authorization: `Bearer ${token}` } });
      expect(removed.status).toBe(204);
      expect(existsSync(path.join(dir, id))).toBe(false);
      expect(await t.app.db.select().from(documentUploads).where(eq(documentUploads.id, id))).toEqual([]);
      // Another request's token cannot touch this request's uploads.
      const other = await createApplication(t, admin);
      const otherToken = tokenOf(((await ask(other._id, { slots: ['file2'] })).json() as DocumentRequestLink).link);
      const mine = await create(token, { slot: 'file2', filename: 'visa.png', filetype: 'image/png' }, 1000);
      const mineAt = mine.headers.get('location') as string;
      expect((await head(otherToken, mineAt)).status).toBe(404);
      expect((await patch(otherToken, mineAt, 0, Buffer.alloc(10))).status).toBe(404);
    });

    it('removes an upload that has not moved for a day, and asks for the document again', async () => {
      const created = await create(token, { extra: 'Medical report', filename: 'medical.pdf', filetype: 'application/pdf' }, 5000);
      const location = created.headers.get('location') as string;
      const id = location.split('/').pop() as string;
      await patch(token, location, 0, SAMPLE_PDF.subarray(0, 100));
      await t.app.cleanUpAbandonedUploads();
      expect(existsSync(path.join(uploadsInProgressDir(t.config.dataDir), id))).toBe(true);
      await t.app.db.update(documentUploads).set({ updatedAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(documentUploads.id, id));
      await t.app.cleanUpAbandonedUploads();
      expect(existsSync(path.join(uploadsInProgressDir(t.config.dataDir), id))).toBe(false);
      expect((await head(token, location)).status).toBe(404);
      const shown = (await (await page(token)).json()) as UploadRequest;
      expect(shown.items[2]?.state).toBe('asked');
    });
  });

  describe('the review', () => {
    it('accepts into a filled slot only when told to replace, refuses with a reason and a new link, and completes the request', async () => {
      const application = await createApplication(t, admin, { language: 'ur', givenN: 'Ali' });
      expect((await uploadDocuments(t, admin, application._id, { file3: { data: SAMPLE_PDF, name: 'old.pdf' } })).statusCode).toBe(200);
      const link = ((await ask(application._id, { slots: ['file3'], extras: ['Police clearance certificate'] })).json() as DocumentRequestLink).link;
      const token = tokenOf(link);
      const photo = await sampleImage('png', 300);
      expect((await send(token, { slot: 'file3', filename: 'letter.png', filetype: 'image/png' }, photo)).status).toBe(204);
      expect((await send(token, { extra: 'Police clearance certificate', filename: 'police.pdf', filetype: 'application/pdf' }, SAMPLE_PDF)).status).toBe(204);
      const [letter, police] = (await requestsOf(application._id)).requests[0]?.items ?? [];
      expect((await requestsOf(application._id)).requests[0]?.state).toBe('completed');
      // Completed: the link takes nothing more, though the page still says what was sent.
      expect((await page(token)).status).toBe(200);
      const more = await create(token, { slot: 'file3', filename: 'x.pdf', filetype: 'application/pdf' }, 10);
      expect(more.status).toBe(410);
      expect(await refusalOf(more)).toMatchObject({ message: M.requestComplete });

      const accept = (uploadId: string, payload: object = {}) =>
        t.app.inject({ method: 'POST', url: API.applications.acceptUpload(application._id, uploadId), headers: admin, payload });
      const first = await accept(letter?.upload?._id ?? '');
      expect(first.statusCode).toBe(409);
      expect(first.json()).toMatchObject({ message: M.replaceSlot });
      const replaced = await accept(letter?.upload?._id ?? '', { replace: true });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect((replaced.json() as DocumentRequests).requests[0]?.items[0]?.state).toBe('accepted');
      const [row] = await t.app.db.select().from(applications).where(eq(applications.id, application._id));
      expect(row).toBeDefined();
      const one = (await t.app.inject({ url: API.applications.one(application._id), headers: admin })).json() as Application;
      expect((await download(t, one.file3)).sha256).toBe(sha256(photo));
      expect((await accept(letter?.upload?._id ?? '', { replace: true })).json()).toMatchObject({ message: M.notToReview });

      const refuse = (payload: object) => t.app.inject({ method: 'POST', url: API.applications.refuseUpload(application._id, police?.upload?._id ?? ''), headers: admin, payload });
      expect((await refuse({ reason: ' ' })).json()).toMatchObject({ errors: { reason: M.refuseReason } });
      const refused = await refuse({ reason: 'The stamp is not readable' });
      expect(refused.statusCode, refused.body).toBe(200);
      const after = (refused.json() as DocumentRequests).requests[0];
      expect(after).toMatchObject({ state: 'open' });
      expect(after?.items[1]).toMatchObject({ state: 'refused', reason: 'The stamp is not readable', upload: { reviewedBy: 'Test Staff' } });
      const [refusal] = await emails(application._id, 'documentRefused');
      expect(refusal?.textBody).toContain('The stamp is not readable');
      const newLink = /https:\/\/visas\.example\/ur\/upload\/[A-Za-z0-9_-]{43}/.exec(refusal?.textBody ?? '')?.[0] ?? '';
      expect(newLink).not.toBe('');
      expect(newLink).not.toBe(link);
      // Both links work while the request is open; the document can be sent again.
      expect((await page(tokenOf(newLink))).status).toBe(200);
      expect((await send(tokenOf(newLink), { extra: 'Police clearance certificate', filename: 'police-2.pdf', filetype: 'application/pdf' }, SAMPLE_PDF)).status).toBe(204);
      const details = (await history(application._id)).map((entry) => entry.detail);
      expect(details).toEqual(expect.arrayContaining([
        'Accepted from link: Job Letter 3 (replacing the file the slot held)', 'Refused from link: Police clearance certificate',
      ]));
    });

    it('revokes an open request: its link then answers 410 with words a worker understands', async () => {
      const application = await createApplication(t, admin);
      const answer = (await ask(application._id, { slots: ['file4'] })).json() as DocumentRequestLink;
      const token = tokenOf(answer.link);
      const requestId = (await requestsOf(application._id)).requests[0]?._id ?? '';
      const revoked = await t.app.inject({ method: 'DELETE', url: API.applications.revokeDocumentRequest(application._id, requestId), headers: admin });
      expect(revoked.json()).toMatchObject({ _id: requestId, message: M.requestRevoked });
      const res = await page(token);
      expect(res.status).toBe(410);
      expect(await res.json()).toMatchObject({ message: M.linkEnded, messageId: 'request.linkEnded' });
      expect((await create(token, { slot: 'file4', filename: 'a.pdf', filetype: 'application/pdf' }, 10)).status).toBe(410);
      expect((await requestsOf(application._id)).requests[0]?.state).toBe('revoked');
      expect((await t.app.inject({ method: 'DELETE', url: API.applications.revokeDocumentRequest(application._id, requestId), headers: admin })).json())
        .toMatchObject({ message: M.requestAlreadyEnded });
    });

    it('keeps a sent link message from being sent again once emptied', async () => {
      const application = await createApplication(t, admin);
      await ask(application._id, { slots: ['file4'] });
      const [message] = await emails(application._id, 'documentRequest');
      await t.app.db.update(outbox).set({ state: 'sent', textBody: '', htmlBody: '' }).where(eq(outbox.id, message?.id ?? ''));
      const res = await t.app.inject({ method: 'POST', url: API.resendMessage(application._id, message?.id ?? ''), headers: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: MAIL_MESSAGES.linkNotKept });
    });
  });

  it('counts the calls of one link and refuses past its limit', async () => {
    const application = await createApplication(t, admin);
    const token = tokenOf(((await ask(application._id, { slots: ['file1'] })).json() as DocumentRequestLink).link);
    let last = 0;
    for (let i = 0; i < 61; i += 1) last = (await page(token)).status;
    expect(last).toBe(429);
  });
});

describe('documents by link, guessed from one address', () => {
  it('counts every call from an address whatever token it tries, and refuses past its limit', async () => {
    const t = await buildTestApp({ rateLimits: rateLimitsWith({ uploadsPerAddress: 5 }) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const guess = `${String(i).repeat(3)}${'a'.repeat(40)}`;
        statuses.push((await t.app.inject({ url: API.uploads.request, headers: { authorization: `Bearer ${guess}` } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const refused = await t.app.inject({ url: API.uploads.request, headers: { authorization: 'Bearer another' } });
      expect(refused.json()).toMatchObject({ message: M.tooManyUploads, messageId: 'request.tooManyUploads' });
    } finally {
      await t.close();
    }
  });
});
