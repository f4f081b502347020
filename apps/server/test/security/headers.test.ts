import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { createApplication } from '../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

/** The HTML shell's headers are checked in app.test.ts; these are the API's and the files'. */
function expectStrictHeaders(res: InjectResponse, label: string) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp, label).toMatch(/default-src '(self|none)'/);
  expect(csp, label).not.toContain('unsafe-inline');
  expect(csp, label).not.toContain('unsafe-eval');
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{7,}/);
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  // Nothing an API answer carries may stay in a browser's or a proxy's cache.
  expect(res.headers['cache-control'], label).toMatch(/\bno-store\b/);
  // No CORS: the API answers its own pages only.
  expect(res.headers['access-control-allow-origin'], label).toBeUndefined();
}

describe('security headers', () => {
  let t: TestContext;
  let headers: { authorization: string };
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it('are on API answers: success, refusal and not found, even to a cross-origin caller', async () => {
    const origin = { origin: 'https://evil.example' };
    const cases = {
      'public JSON': await t.app.inject({ url: '/api/settings/public', headers: origin }),
      'status check': await t.app.inject({ url: '/api/application/fetchApplicationEnquiry?search=XX0000000&search1=Nepali&search2=1990-05-06', headers: origin }),
      'staff JSON': await t.app.inject({ url: '/api/application/fetchApplication', headers: { ...headers, ...origin } }),
      '401': await t.app.inject({ url: '/api/users/me', headers: origin }),
      '404': await t.app.inject({ url: '/api/no/such/route', headers: origin }),
      'CORS preflight': await t.app.inject({ method: 'OPTIONS', url: '/api/users/login', headers: { ...origin, 'access-control-request-method': 'POST' } }),
    };
    for (const [label, res] of Object.entries(cases)) expectStrictHeaders(res, label);
    expect(cases['staff JSON'].headers['content-type']).toMatch(/^application\/json/);
  });

  it('are on a file served through its signed URL, which is sandboxed, private and not sniffable', async () => {
    const application = await createApplication(t, headers);
    const docs = await multipartBody({}, { file2: { data: SAMPLE_PDF, name: '<script>.pdf' } });
    const uploaded = await t.app.inject({
      method: 'PUT', url: `/api/application/updateApplicationAdd/${application._id}`, payload: docs.payload, headers: { ...headers, ...docs.headers },
    });
    for (const url of [application.image, uploaded.json().file2 as string]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expectStrictHeaders(res, url);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['cache-control']).toMatch(/^private, /);
      expect(res.headers['content-type']).toMatch(/^(image\/webp|application\/pdf)$/);
      expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="[\w.-]+"$/);
    }
  });
});
