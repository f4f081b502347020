import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_STEPS, DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@visadesk/contract';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

/** What the applicant copy says to do next, per status, set by the super admin. */
describe('next steps in the settings', () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload });
  const publicSteps = async () => (await t.app.inject({ url: '/api/settings/public' })).json().nextSteps;

  it('starts from defaults written for applicants, and the public site reads them', async () => {
    expect(await publicSteps()).toEqual(DEFAULT_NEXT_STEPS);
  });

  it('saves what the super admin writes, and a caller that leaves them out keeps them', async () => {
    const nextSteps = { ...DEFAULT_NEXT_STEPS, rejected: { en: 'Please visit our office with your passport: we will go through the decision together.' } };
    expect((await put({ ...DEFAULT_SETTINGS, nextSteps })).json().nextSteps).toEqual(nextSteps);
    const { nextSteps: _left, ...older } = DEFAULT_SETTINGS;
    expect((await put({ ...older, consultancyName: 'Older Caller' })).statusCode).toBe(200);
    expect(await publicSteps()).toEqual(nextSteps);
  });

  it('refuses a next step over 500 characters in our words, and changes nothing', async () => {
    const before = await publicSteps();
    const res = await put({ ...DEFAULT_SETTINGS, nextSteps: { ...DEFAULT_NEXT_STEPS, pending: { en: 'x'.repeat(501) } } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(SETTINGS_MESSAGES.nextStep);
    expect(await publicSteps()).toEqual(before);
  });
});
