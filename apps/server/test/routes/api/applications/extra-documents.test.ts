import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, API, EXTRA_DOCUMENTS_MAX, MB, type Application } from '@visadesk/contract';
import * as schema from '../../../../src/db/schema.ts';
import { cleanupOrphans } from '../../../../src/maintenance/maintenance.ts';
import { sampleImage, SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { addExtraDocument, createApplication, download, sha256, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, TEST_ACTOR, type TestContext } from '../../../helpers.ts';

const PDF = { data: SAMPLE_PDF, name: 'medical-report.pdf' };

/** Documents beyond the twelve slots, labelled from the checklist in Settings. */
describe('extra documents: POST addExtraDocument/:id and DELETE deleteExtraDocument/:id/:documentId', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const add = (id: string, label: string, file: { data: Buffer; name: string } | null = PDF, as: Partial<Headers> = headers) =>
    addExtraDocument(t, as, id, label, file);
  const remove = (id: string, documentId: string, as: Partial<Headers> = headers) =>
    t.app.inject({ method: 'DELETE', url: API.applications.deleteExtraDocument(id, documentId), headers: as });
  const fetchOne = async (id: string): Promise<Application> =>
    (await t.app.inject({ url: `/api/application/fetchApplication/${id}`, headers })).json();
  const history = async (id: string) => (await t.app.inject({ url: `/api/application/fetchApplication/${id}/history`, headers })).json();
  const storedFiles = async () => (await t.database.db.select({ n: count() }).from(schema.files))[0]?.n ?? 0;
  const enquire = (app: Application) =>
    t.app.inject({ url: `${API.applications.enquiry}?limit=10&search=${app.passport}&search1=${encodeURIComponent(app.currentN)}&search2=${app.dob}` });

  it('attaches a labelled document, in the staff answer and on the applicant copy, with links that serve its bytes', async () => {
    const app = await createApplication(t, headers);
    const res = await add(app._id, 'Medical report');
    expect(res.statusCode, res.body).toBe(201);
    const [doc] = res.json().extraDocuments;
    expect(res.json().extraDocuments).toHaveLength(1);
    expect(doc).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), label: 'Medical report', contentType: 'application/pdf', size: SAMPLE_PDF.length });
    expect(Date.parse(doc.uploadedAt)).not.toBeNaN();
    expect((await download(t, doc.url)).sha256).toBe(sha256(SAMPLE_PDF));
    expect((await fetchOne(app._id)).extraDocuments).toEqual([{ ...doc, url: expect.any(String) }]);
    // The twelve slots are untouched.
    expect(res.json().documents).toEqual({});

    const [copy] = (await enquire(app)).json().applications;
    expect(copy.extraDocuments).toEqual([{ label: 'Medical report', url: expect.any(String), contentType: 'application/pdf' }]);
    const fromEnquiry = await download(t, copy.extraDocuments[0].url);
    expect(fromEnquiry.res.statusCode).toBe(200);
    expect(fromEnquiry.sha256).toBe(sha256(SAMPLE_PDF));
    expect((await history(app._id))[0]).toMatchObject({ action: 'documents', detail: 'Uploaded: Medical report' });
  });

  it('lists extra documents oldest first, in the list and the single answer, and takes a label in any case as the checklist spells it', async () => {
    const app = await createApplication(t, headers);
    const png = await sampleImage('png');
    await add(app._id, 'Police clearance certificate');
    await add(app._id, '  passport COPY ', { data: png, name: 'passport.png' });
    await add(app._id, 'Other');
    const labels = ['Police clearance certificate', 'Passport copy', 'Other'];
    expect((await fetchOne(app._id)).extraDocuments.map((d) => d.label)).toEqual(labels);
    expect((await fetchOne(app._id)).extraDocuments[1]?.contentType).toBe('image/png');
    const list = (await t.app.inject({ url: `${API.applications.list}?search=${app.passport}`, headers })).json();
    expect(list.applications[0].extraDocuments.map((d: { label: string }) => d.label)).toEqual(labels);
    const [copy] = (await enquire(app)).json().applications;
    expect(copy.extraDocuments.map((d: { label: string }) => d.label)).toEqual(labels);
  });

  it('refuses a label that is not on the checklist in Settings, and accepts it once it is', async () => {
    const app = await createApplication(t, headers);
    const before = await storedFiles();
    for (const label of ['Bank statement', '', 'Medical']) {
      const res = await add(app._id, label);
      expect(res.statusCode, label).toBe(400);
      expect(res.json()).toMatchObject({ message: M.extraDocumentLabel, errors: { label: M.extraDocumentLabel } });
    }
    expect(await storedFiles()).toBe(before);
    const settings = await t.app.settings.get();
    await t.app.settings.put({ ...settings, documentLabels: [...settings.documentLabels, { en: 'Bank statement' }] }, TEST_ACTOR);
    try {
      expect((await add(app._id, 'Bank statement')).statusCode).toBe(201);
    } finally {
      await t.app.settings.put(settings, TEST_ACTOR);
    }
  });

  it('refuses anything but JPEG, PNG or PDF, files over 10 MB and a missing file, with the slots\' messages, storing nothing', async () => {
    const app = await createApplication(t, headers);
    const before = await storedFiles();
    const html = await add(app._id, 'Other', { data: Buffer.from('<html><script>x</script>'), name: 'report.pdf' });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: M.invalidDocumentType, errors: { document: M.invalidDocumentType } });
    const tooBig = await add(app._id, 'Other', { data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * MB)]), name: 'big.pdf' });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('File size exceeds the limit of 10 MB.');
    const none = await add(app._id, 'Other', null);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(M.extraDocumentFile);
    expect(await storedFiles()).toBe(before);
    expect((await fetchOne(app._id)).extraDocuments).toEqual([]);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);
  });

  it(`holds at most ${EXTRA_DOCUMENTS_MAX}, even when adds race; the one past the limit stores nothing`, async () => {
    const app = await createApplication(t, headers);
    for (let i = 0; i < EXTRA_DOCUMENTS_MAX - 2; i += 1) expect((await add(app._id, 'Other')).statusCode).toBe(201);
    const before = await storedFiles();
    // Four at once for the last two places: the row lock lets exactly two in.
    const raced = await Promise.all([1, 2, 3, 4].map(() => add(app._id, 'Medical report')));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400]);
    for (const refused of raced.filter((r) => r.statusCode === 400)) expect(refused.json().message).toBe(M.extraDocumentsFull);
    expect(await storedFiles()).toBe(before + 2);
    const last = await add(app._id, 'Other');
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ message: M.extraDocumentsFull, errors: { document: M.extraDocumentsFull } });
    expect(await storedFiles()).toBe(before + 2);
    expect((await fetchOne(app._id)).extraDocuments).toHaveLength(EXTRA_DOCUMENTS_MAX);
    expect(M.extraDocumentsFull).toContain(String(EXTRA_DOCUMENTS_MAX));
  });

  it('deletes one: its file is gone, the others stay, and the history says so', async () => {
    const app = await createApplication(t, headers);
    const [medical] = (await add(app._id, 'Medical report')).json().extraDocuments;
    const kept = (await add(app._id, 'Other')).json().extraDocuments[1];
    const res = await remove(app._id, medical._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().extraDocuments).toEqual([{ ...kept, url: expect.any(String) }]);
    expect((await download(t, medical.url)).res.statusCode).toBe(404);
    expect((await download(t, kept.url)).res.statusCode).toBe(200);
    expect((await history(app._id))[0]).toMatchObject({ action: 'documents', detail: 'Deleted: Medical report' });
  });

  it("answers 404 for a document that is not there or is another application's, 400 for a malformed id, and changes nothing", async () => {
    const app = await createApplication(t, headers);
    const other = await createApplication(t, headers);
    const [theirs] = (await add(other._id, 'Other')).json().extraDocuments;
    const notThere = await remove(app._id, 'b'.repeat(24));
    expect(notThere.statusCode).toBe(404);
    expect(notThere.json().message).toBe(M.extraDocumentNotFound);
    expect((await remove(app._id, theirs._id)).json().message).toBe(M.extraDocumentNotFound);
    expect((await fetchOne(other._id)).extraDocuments).toHaveLength(1);
    expect((await download(t, theirs.url)).res.statusCode).toBe(200);
    const missing = await remove('a'.repeat(24), theirs._id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await add('a'.repeat(24), 'Other')).statusCode).toBe(404);
    expect((await remove(app._id, 'not-an-id')).statusCode).toBe(400);
    expect(await history(app._id)).toHaveLength(1);
  });

  it('is for signed-in staff, admins and the super admin alike', async () => {
    const app = await createApplication(t, headers);
    expect((await add(app._id, 'Other', PDF, {})).statusCode).toBe(401);
    const [doc] = (await add(app._id, 'Other')).json().extraDocuments;
    expect((await remove(app._id, doc._id, {})).statusCode).toBe(401);
    const superHeaders = (await t.loginAs('superadmin')).headers;
    expect((await remove(app._id, doc._id, superHeaders)).statusCode).toBe(200);
    expect((await add(app._id, 'Other', PDF, superHeaders)).statusCode).toBe(201);
  });

  it('keeps its file through the orphan clean-up, however old', async () => {
    const app = await createApplication(t, headers);
    const [doc] = (await add(app._id, 'Medical report')).json().extraDocuments;
    await t.database.db.update(schema.files).set({ createdAt: new Date(Date.now() - 24 * 3_600_000) });
    const report = await cleanupOrphans(t.database.db, t.app.storage, path.join(t.config.dataDir, 'tmp'), 0);
    expect(report.unreferencedRows).toBe(0);
    expect((await download(t, doc.url)).sha256).toBe(sha256(SAMPLE_PDF));
  });

  it('goes, files and all, with its application', async () => {
    const app = await createApplication(t, headers);
    const [doc] = (await add(app._id, 'Medical report')).json().extraDocuments;
    const res = await t.app.inject({ method: 'DELETE', url: API.applications.remove(app._id), headers });
    expect(res.statusCode).toBe(200);
    expect((await download(t, doc.url)).res.statusCode).toBe(404);
    const left = await t.database.db.select().from(schema.applicationExtraDocuments);
    expect(left.filter((row) => row.applicationId === app._id)).toEqual([]);
  });
});

describe('GET /api/settings/documentLabels', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it('gives any staff member the checklist alone, and nobody else', async () => {
    const res = await t.app.inject({ url: API.documentLabels, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ documentLabels: ['Passport copy', 'Police clearance certificate', 'Medical report', 'Other'] });
    expect((await t.app.inject({ url: API.documentLabels })).statusCode).toBe(401);
    const publicSettings = (await t.app.inject({ url: API.publicSettings })).json();
    expect(publicSettings).not.toHaveProperty('documentLabels');
  });
});
