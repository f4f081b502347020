import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES } from '@visadesk/contract';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';

/**
 * login.test.ts checks HttpOnly, SameSite=Strict, paths and lifetimes; these check `Secure`,
 * which follows the protocol the browser used: set over HTTPS (directly or, with TRUST_PROXY,
 * through a proxy that says so), left off over plain HTTP on a LAN, never decided by a header a
 * client could forge.
 */
describe('session cookie flags', () => {
  let proxied: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    proxied = await buildTestApp({ trustProxy: ['loopback'] });
    direct = await buildTestApp({ trustProxy: false });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
  });

  async function login(t: TestContext, headers: Record<string, string>) {
    const user = await t.createUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers, payload: { email: user.email, password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    return { res, cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c])) };
  }
  const names = [COOKIES.access, COOKIES.refresh, COOKIES.sessionHint];
  /** A sign-in also marks the browser as a known device of the account. */
  const signInNames = [...names, COOKIES.knownDevice];

  it('are Secure when the request came over HTTPS through a trusted proxy, with no Domain', async () => {
    const { cookies } = await login(proxied, { 'x-forwarded-proto': 'https' });
    for (const name of signInNames) {
      expect(cookies[name]?.secure, name).toBe(true);
      expect(cookies[name]?.domain, name).toBeUndefined();
      expect(cookies[name]?.sameSite, name).toBe('Strict');
    }
  });

  it('stay Secure when the refresh cookie is rotated and when logout clears them', async () => {
    const { res } = await login(proxied, { 'x-forwarded-proto': 'https' });
    const https = { 'x-forwarded-proto': 'https', host: 'desk.example', origin: 'https://desk.example' };
    const refreshed = await proxied.app.inject({
      method: 'POST', url: '/api/users/refresh', headers: https, cookies: { [COOKIES.refresh]: res.json().refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const logout = await proxied.app.inject({
      method: 'POST', url: '/api/users/logout', headers: https, cookies: { [COOKIES.refresh]: refreshed.json().refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    for (const answer of [refreshed, logout]) {
      for (const cookie of answer.cookies) expect(cookie.secure, cookie.name).toBe(true);
      expect(answer.cookies.map((c) => c.name).sort()).toEqual([...names].sort());
    }
  });

  it('are not Secure over plain HTTP, and a forged X-Forwarded-Proto is ignored without TRUST_PROXY', async () => {
    for (const t of [proxied, direct]) {
      const { cookies } = await login(t, {});
      for (const name of signInNames) expect(cookies[name]?.secure, name).toBeFalsy();
    }
    const forged = await login(direct, { 'x-forwarded-proto': 'https' });
    for (const name of names) expect(forged.cookies[name]?.secure, name).toBeFalsy();
  });
});
