import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, API } from '@visadesk/contract';
import { SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { createApplication, download, uploadDocuments, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';

/** A wrong upload can be removed. */
describe('DELETE /api/application/deleteDocument/:id/:slot', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const remove = (id: string, slot: string, as: Partial<Headers> = headers) =>
    t.app.inject({ method: 'DELETE', url: API.applications.deleteDocument(id, slot), headers: as });
  const history = async (id: string) => (await t.app.inject({ url: `/api/application/fetchApplication/${id}/history`, headers })).json();

  it('empties the slot, deletes the file and says so in the history', async () => {
    const app = await createApplication(t, headers);
    const uploaded = (await uploadDocuments(t, headers, app._id, { file1: { data: SAMPLE_PDF, name: 'wrong.pdf' }, file2: { data: SAMPLE_PDF, name: 'right.pdf' } })).json();
    expect((await download(t, uploaded.file1)).res.statusCode).toBe(200);

    const res = await remove(app._id, 'file1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().file1).toBe('');
    expect(res.json().documents).not.toHaveProperty('file1');
    expect(res.json().documents).toHaveProperty('file2');
    expect((await download(t, uploaded.file1)).res.statusCode).toBe(404);
    expect((await download(t, uploaded.file2)).res.statusCode).toBe(200);
    expect((await history(app._id))[0]).toMatchObject({ action: 'documents', detail: 'Deleted: Job Letter 1' });
  });

  it('answers 404 for an empty slot or a missing application, 400 for a slot that does not exist, and changes nothing', async () => {
    const app = await createApplication(t, headers);
    const empty = await remove(app._id, 'file3');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe(M.noDocumentInSlot);
    expect((await remove('a'.repeat(24), 'file1')).json().message).toBe(M.notFound);
    const badSlot = await remove(app._id, 'file13');
    expect(badSlot.statusCode).toBe(400);
    expect(JSON.stringify(badSlot.json())).toContain(M.documentSlotInvalid);
    expect(await history(app._id)).toHaveLength(1);
  });

  it('is for signed-in staff only', async () => {
    const app = await createApplication(t, headers);
    await uploadDocuments(t, headers, app._id, { file1: { data: SAMPLE_PDF, name: 'letter.pdf' } });
    expect((await remove(app._id, 'file1', {})).statusCode).toBe(401);
    const superHeaders = (await t.loginAs('superadmin')).headers;
    expect((await remove(app._id, 'file1', superHeaders)).statusCode).toBe(200);
  });
});
