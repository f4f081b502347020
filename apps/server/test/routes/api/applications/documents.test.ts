import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, MB } from '@visadesk/contract';
import { sampleImage, SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { createApplication, download, sha256, uploadDocuments, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';
import { ROUTE_STORES, storeOverrides } from '../../../s3-server.ts';

// Once on the local store, once on S3 (a real S3 server on loopback): the uploads stream to each alike (ADR 054).
describe.each(ROUTE_STORES)('PUT /api/application/updateApplicationAdd/:id (documents, %s store)', (store) => {
  let t: TestContext;
  let headers: Headers;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const { overrides, close } = await storeOverrides(store);
    closeStore = close;
    ({ t, headers } = await buildAdminApp(overrides));
  });
  afterAll(async () => {
    await t.close();
    await closeStore();
  });

  const upload = (id: string, files: Record<string, { data: Buffer; name: string }>, fields: Record<string, string> = {}) =>
    uploadDocuments(t, headers, id, files, fields);

  it('stores documents into their slots and serves them back whole', async () => {
    const app = await createApplication(t, headers);
    const jpeg = await sampleImage('jpeg');
    const res = await upload(app._id, { file1: { data: SAMPLE_PDF, name: 'job-letter.pdf' }, file9: { data: jpeg, name: 'visa.jpg' } });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.documents.file1).toMatchObject({ contentType: 'application/pdf', size: SAMPLE_PDF.length });
    expect(updated.documents.file9).toMatchObject({ contentType: 'image/jpeg' });
    expect(updated.file2).toBe('');
    const pdf = await download(t, updated.file1);
    expect(pdf.res.headers['content-type']).toBe('application/pdf');
    expect(pdf.sha256).toBe(sha256(SAMPLE_PDF));
    expect((await download(t, updated.file9)).sha256).toBe(sha256(jpeg));
    const history = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}/history`, headers })).json();
    expect(history[0]).toMatchObject({ action: 'documents', detail: 'Uploaded: Job Letter 1, Visa' });
  });

  it('replaces a slot and removes the old file only after the new one is stored', async () => {
    const app = await createApplication(t, headers);
    const first = (await upload(app._id, { file5: { data: SAMPLE_PDF, name: 'lmia.pdf' } })).json();
    const png = await sampleImage('png');
    const second = (await upload(app._id, { file5: { data: png, name: 'lmia.png' } })).json();
    expect(second.file5).not.toBe(first.file5);
    expect((await download(t, first.file5)).res.statusCode).toBe(404);
    expect((await download(t, second.file5)).sha256).toBe(sha256(png));
  });

  it('refuses anything but JPEG, PNG or PDF, and files over 10 MB, with messages stating the real rule', async () => {
    const app = await createApplication(t, headers);
    const html = await upload(app._id, { file2: { data: Buffer.from('<html><script>x</script>'), name: 'letter.pdf' } });
    expect(html.statusCode).toBe(400);
    expect(html.json()).toMatchObject({ message: M.invalidDocumentType, errors: { file2: M.invalidDocumentType } });
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(10 * MB)]);
    const tooBig = await upload(app._id, { file3: { data: big, name: 'big.pdf' } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('File size exceeds the limit of 10 MB.');
    const none = await upload(app._id, {}, { file1: 'https://evil.example/forged.pdf', surname: 'Changed' });
    expect(none.json().message).toBe(M.noDocuments);
    const after = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}`, headers })).json();
    expect(after).toMatchObject({ file1: '', file2: '', file3: '', surname: app.surname });
  });

  it('leaves no temp files behind, accepted or refused', async () => {
    const tmp = path.join(t.config.dataDir, 'tmp');
    expect(readdirSync(tmp)).toEqual([]);
  });
});
