import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, type Application } from '@visadesk/contract';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../../helpers.ts';

/** A status change may say why; the applicant and the history read it. */
describe('a reason with a status change', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  const setStatus = (id: string, call: 'Pending' | 'Approve' | 'Reject', payload?: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/application/updateApplication${call}/${id}`, headers, ...(payload === undefined ? {} : { payload }) });
  const history = async (id: string) =>
    (await t.app.inject({ url: `/api/application/fetchApplication/${id}/history`, headers })).json() as { action: string; reason: string }[];
  const enquiry = (a: Application) =>
    t.app.inject({ url: `/api/application/fetchApplicationEnquiry?search=${a.passport}&search1=${a.currentN}&search2=${a.dob}` });

  it('keeps the reason on the application, in the history and in the enquiry answer', async () => {
    const created = await createApplication(t, headers, { passport: 'RS1000001' });
    expect(created.statusReason).toBe('');
    const reason = 'The job letter is not signed by the employer.';
    const res = await setStatus(created._id, 'Reject', { reason: `  ${reason} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isStatus: 'rejected', statusReason: reason });
    expect((await history(created._id))[0]).toMatchObject({ action: 'status', reason });
    expect((await enquiry(created)).json().applications[0]).toMatchObject({ isStatus: 'rejected', statusReason: reason });
  });

  it('works with no body as before, and a change without a reason clears the last one', async () => {
    const created = await createApplication(t, headers, { passport: 'RS1000002' });
    await setStatus(created._id, 'Reject', { reason: 'Missing police clearance.' });
    const res = await setStatus(created._id, 'Pending');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isStatus: 'pending', statusReason: '' });
    const [latest, earlier] = await history(created._id);
    expect(latest).toMatchObject({ reason: '' });
    expect(earlier).toMatchObject({ reason: 'Missing police clearance.' });
    expect((await setStatus(created._id, 'Approve', {})).json()).toMatchObject({ isStatus: 'approved', statusReason: '' });
  });

  it('refuses a reason over 500 characters in our words, and changes nothing', async () => {
    const created = await createApplication(t, headers, { passport: 'RS1000003' });
    const res = await setStatus(created._id, 'Reject', { reason: 'x'.repeat(501) });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(M.statusReasonTooLong);
    const shown = (await t.app.inject({ url: `/api/application/fetchApplication/${created._id}`, headers })).json();
    expect(shown).toMatchObject({ isStatus: 'pending', statusReason: '' });
    expect(await history(created._id)).toHaveLength(1);
    expect((await setStatus(created._id, 'Reject', { reason: 'x'.repeat(500) })).statusCode).toBe(200);
  });
});
