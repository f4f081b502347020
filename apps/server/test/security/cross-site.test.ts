import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COOKIES, type Application } from '@visadesk/contract';
import { applicantFields, sampleImage } from '../../src/seed/factories.ts';
import { createApplication } from '../application-helpers.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

/**
 * A page on another site can make the browser send our cookies with a form POST or fetch. State
 * changes authenticated by the cookie must therefore come from our own origin (session.test.ts
 * covers profile and refresh; these cover the applications, the desk's main data).
 */
describe('cross-site requests carrying the session cookie', () => {
  let t: TestContext;
  let cookie: Record<string, string>;
  let victim: Application;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://desk.example' });
    const user = await t.createUser();
    const session = await t.login(user.email);
    cookie = { [COOKIES.access]: session.cookies[COOKIES.access] as string };
    victim = await createApplication(t, { authorization: session.token });
  });
  afterAll(() => t.close());

  const count = async () =>
    (await t.app.inject({ url: '/api/application/fetchApplication', cookies: cookie })).json().totalApplication as number;
  const foreignOrigins = [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'https://desk.example.evil.example' }, {}];

  it('cannot delete an application', async () => {
    for (const headers of foreignOrigins) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/application/deleteApplication/${victim._id}`, cookies: cookie, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().message).toBe(AUTH_MESSAGES.crossSiteRefused);
    }
    expect((await t.app.inject({ url: `/api/application/fetchApplication/${victim._id}`, cookies: cookie })).statusCode).toBe(200);
  });

  it('cannot add an application or change its status', async () => {
    const before = await count();
    const form = await multipartBody(applicantFields(), { image: { data: await sampleImage('jpeg'), name: 'p.jpg' } });
    for (const origin of foreignOrigins) {
      const add = await t.app.inject({
        method: 'POST', url: '/api/application/addApplication', cookies: cookie, payload: form.payload, headers: { ...form.headers, ...origin },
      });
      expect(add.statusCode).toBe(403);
      const approve = await t.app.inject({ method: 'PUT', url: `/api/application/updateApplicationApprove/${victim._id}`, cookies: cookie, headers: origin });
      expect(approve.statusCode).toBe(403);
    }
    expect(await count()).toBe(before);
    const current = (await t.app.inject({ url: `/api/application/fetchApplication/${victim._id}`, cookies: cookie })).json();
    expect(current.isStatus).toBe('pending');
  });

  it('still works from our own origin (PUBLIC_URL), so the refusals above are about the origin', async () => {
    const res = await t.app.inject({
      method: 'DELETE', url: `/api/application/deleteApplication/${victim._id}`, cookies: cookie, headers: { origin: 'https://desk.example' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/application/fetchApplication/${victim._id}`, cookies: cookie })).statusCode).toBe(404);
  });
});
