import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF } from '../../../../src/seed/factories.ts';
import { createApplication, download, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, buildTestApp, type TestContext } from '../../../helpers.ts';
import { multipartBody } from '../../../multipart.ts';
import { answerWith } from '../../../answers.ts';

describe('application status', () => {
  let t: TestContext;
  let headers: Headers;
  let actorName: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const admin = await t.loginAs('admin');
    headers = admin.headers;
    actorName = admin.user.name;
  });
  afterAll(() => t.close());

  const put = (url: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url, headers: { ...headers, ...extra } });

  it('approve sets the approve date, reject clears it, pending sets the collect date; each is in the history', async () => {
    const app = await createApplication(t, headers);
    const today = t.app.applications.today();
    const approved = await put(`/api/application/updateApplicationApprove/${app._id}`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ isStatus: 'approved', approve: today });
    const rejected = await put(`/api/application/updateApplicationReject/${app._id}`, { 'content-type': 'application/json' });
    expect(rejected.json()).toMatchObject({ isStatus: 'rejected', approve: '' });
    const pending = await put(`/api/application/updateApplicationPending/${app._id}`);
    expect(pending.json()).toMatchObject({ isStatus: 'pending', pending: today });
    const history = (await t.app.inject({ url: `/api/application/fetchApplication/${app._id}/history`, headers })).json();
    expect(history.map((h: { detail: string }) => h.detail)).toEqual([
      'Status set to pending', 'Status set to rejected', 'Status set to approved', 'Application created',
    ]);
    expect(history.every((h: { actorName: string }) => h.actorName === actorName)).toBe(true);
  });

  it('keeps the counts by status right', async () => {
    const before = await t.app.applications.counts();
    const app = await createApplication(t, headers);
    await put(`/api/application/updateApplicationApprove/${app._id}`);
    const after = await t.app.applications.counts();
    expect(after.approved).toBe(before.approved + 1);
    expect(after.pending).toBe(before.pending);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await put('/api/application/updateApplicationApprove/0123456789abcdef01234567');
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/application/deleteApplication/:id', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it("refuses a malformed id with 'Invalid ID format.' and an unknown one with 404", async () => {
    for (const id of ['123', '../../etc/passwd', 'ZZZZZZZZZZZZZZZZZZZZZZZZ']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/application/deleteApplication/${encodeURIComponent(id)}`, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid ID format.');
    }
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/application/deleteApplication/0123456789abcdef01234567', headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes the application and every stored file of it', async () => {
    const app = await createApplication(t, headers);
    const body = await multipartBody({}, { file1: { data: SAMPLE_PDF, name: 'a.pdf' } });
    const withDoc = (await t.app.inject({
      method: 'PUT', url: `/api/application/updateApplicationAdd/${app._id}`, payload: body.payload, headers: { ...headers, ...body.headers },
    })).json();
    const filesDir = path.join(t.config.dataDir, 'files');
    const stored = () => (existsSync(filesDir) ? readdirSync(filesDir, { recursive: true }).filter((f) => String(f).length > 3) : []);
    expect(stored().length).toBe(4);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/application/deleteApplication/${app._id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answerWith({ message: 'Application deleted.', _id: app._id }));
    expect((await t.app.inject({ url: `/api/application/fetchApplication/${app._id}`, headers })).statusCode).toBe(404);
    expect((await download(t, withDoc.file1)).res.statusCode).toBe(404);
    expect((await download(t, app.image)).res.statusCode).toBe(404);
    expect(stored()).toEqual([]);
  });
});
