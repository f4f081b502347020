import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COOKIES } from '@visadesk/contract';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';

describe('refresh, logout and the session cookies', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: token } });
  const refreshWithBody = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { refreshToken } });

  it('rotates the refresh token on every use', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email);
    const res = await refreshWithBody(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next.token).toMatch(/^Bearer /);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await me(next.token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used refresh token is presented again', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email);
    const rotated = (await refreshWithBody(first.refreshToken)).json();

    const replay = await refreshWithBody(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH_MESSAGES.sessionExpired);

    // The thief's replay ended the family: the legitimate newer tokens stop working too.
    expect((await refreshWithBody(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.token)).statusCode).toBe(401);
    expect((await me(first.token)).statusCode).toBe(401);
  });

  it('refreshes from the cookie only for requests from our own origin', async () => {
    const user = await t.createUser();
    const { cookies } = await t.login(user.email);
    const cookie = { [COOKIES.refresh]: cookies[COOKIES.refresh] as string };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      cookies: cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe(AUTH_MESSAGES.crossSiteRefused);

    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/users/refresh',
      cookies: cookie,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect(sameSite.cookies.find((c) => c.name === COOKIES.refresh)?.value).toBe(sameSite.json().refreshToken);
  });

  it('refuses a cookie-authenticated change from another origin but accepts it from ours', async () => {
    const user = await t.createUser();
    const { cookies } = await t.login(user.email);
    const payload = { name: 'New Name', currentPassword: TEST_PASSWORD, password: 'another long password', confirmPassword: 'another long password' };
    const access = { [COOKIES.access]: cookies[COOKIES.access] as string };
    const crossSite = await t.app.inject({
      method: 'POST', url: '/api/users/profile', cookies: access, payload, headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/users/profile', cookies: access, payload });
    expect(noOrigin.statusCode).toBe(403);
    const readOnly = await t.app.inject({ method: 'GET', url: '/api/users/me', cookies: access });
    expect(readOnly.statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST', url: '/api/users/profile', cookies: access, payload,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('logout revokes the session on the server and clears the cookies', async () => {
    const user = await t.createUser();
    const session = await t.login(user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization: session.token },
    });
    expect(res.statusCode).toBe(204);
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    for (const name of [COOKIES.access, COOKIES.refresh, COOKIES.sessionHint]) {
      expect(cleared[name]?.value).toBe('');
    }
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refreshWithBody(session.refreshToken)).statusCode).toBe(401);
  });

  it('logs out by refresh cookie alone when the access token has gone', async () => {
    const user = await t.createUser();
    const session = await t.login(user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      cookies: { [COOKIES.refresh]: session.refreshToken },
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted account at once', async () => {
    const { headers } = await t.loginAs('superadmin');
    const user = await t.createUser();
    const session = await t.login(user.email, TEST_PASSWORD);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${user._id}`, headers });
    expect(del.statusCode).toBe(200);
    expect((await me(session.token)).statusCode).toBe(401);
  });
});
