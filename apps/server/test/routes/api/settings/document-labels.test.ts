import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, SETTINGS_MESSAGES } from '@visadesk/contract';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

/** The checklist extra documents are labelled from, kept by the super admin. */
describe('document labels in the settings', () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const put = (payload: object) => t.app.inject({ method: 'PUT', url: API.settings, headers, payload });
  const labels = async () => (await t.app.inject({ url: API.settings, headers })).json().documentLabels;

  it('saves what the super admin lists, trimmed, and a caller that leaves them out keeps them', async () => {
    expect(await labels()).toEqual(DEFAULT_SETTINGS.documentLabels);
    const saved = await put({ ...DEFAULT_SETTINGS, documentLabels: [{ en: ' Bank statement ', ne: ' बैंक विवरण ' }, { en: 'Medical report' }] });
    expect(saved.json().documentLabels).toEqual([{ en: 'Bank statement', ne: 'बैंक विवरण' }, { en: 'Medical report' }]);
    const { documentLabels: _left, ...older } = DEFAULT_SETTINGS;
    expect((await put({ ...older, consultancyName: 'Older Caller' })).statusCode).toBe(200);
    expect(await labels()).toEqual([{ en: 'Bank statement', ne: 'बैंक विवरण' }, { en: 'Medical report' }]);
    // An admin reads them where extra documents are added, in the desk's English.
    const admin = (await t.loginAs('admin')).headers;
    expect((await t.app.inject({ url: API.documentLabels, headers: admin })).json()).toEqual({ documentLabels: ['Bank statement', 'Medical report'] });
  });

  it('refuses an empty list, a label twice and an overlong label in our words, and changes nothing', async () => {
    const before = await labels();
    const cases: [string[], string][] = [
      [[], SETTINGS_MESSAGES.documentLabels],
      [['Other', 'OTHER'], SETTINGS_MESSAGES.documentLabelTwice],
      [['x'.repeat(81)], SETTINGS_MESSAGES.documentLabel],
    ];
    for (const [documentLabels, message] of cases) {
      const res = await put({ ...DEFAULT_SETTINGS, documentLabels: documentLabels.map((en) => ({ en })) });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await labels()).toEqual(before);
  });
});
