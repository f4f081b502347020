import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, WEB_APP } from '@visadesk/contract';
import { buildTestApp, type TestContext } from './helpers.ts';

/** The public site installs as the consultancy's app (ADR 053): its manifest, in the page's language. */
describe('the web app manifest', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const manifest = (query = '') => t.app.inject({ url: `${WEB_APP.manifest}${query}` });

  it("names the consultancy, starts at the home page in the page's language, and lists the shipped icons", async () => {
    const hindi = await manifest('?lang=hi');
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(hindi.headers['cache-control']).toBe('public, max-age=86400');
    expect(hindi.json()).toMatchObject({
      id: '/', name: DEFAULT_SETTINGS.consultancyName, lang: 'hi', dir: 'ltr', start_url: '/hi/', scope: '/', display: 'standalone',
    });
    expect(hindi.json().icons.map((icon: { src: string; purpose: string }) => `${icon.src} ${icon.purpose}`)).toEqual([
      '/icons/icon-192.png any', '/icons/icon-512.png any', '/icons/maskable-512.png maskable',
    ]);
    expect((await manifest('?lang=ur')).json()).toMatchObject({ lang: 'ur', dir: 'rtl', start_url: '/ur/' });
    // Anything else is English, never an error or an echo.
    for (const query of ['', '?lang=xx', '?lang=<b>', '?lang=hi&lang=ur']) {
      const answer = await manifest(query);
      expect(answer.statusCode, query).toBe(200);
      expect(answer.json(), query).toMatchObject({ lang: 'en', start_url: '/' });
    }
  });

  it('follows a rename in Settings, with a short name that fits under an icon', async () => {
    const { headers } = await t.loginAs('superadmin');
    const saved = await t.app.inject({ method: 'PUT', url: API.settings, headers, payload: { ...DEFAULT_SETTINGS, consultancyName: 'Himalayan Overseas Employment' } });
    expect(saved.statusCode).toBe(200);
    expect((await manifest()).json()).toMatchObject({ name: 'Himalayan Overseas Employment', short_name: 'Himalayan' });
  });
});
