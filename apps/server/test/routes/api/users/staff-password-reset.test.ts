import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, captureLogs, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';

const CHOSEN = 'a password I chose myself';

describe("the super admin resets a staff member's password (POST /api/users/reset_user_password/{id})", () => {
  const log = captureLogs();
const logLines = log.lines;
  let t: TestContext;
  let boss: Awaited<ReturnType<TestContext['loginAs']>>;

  beforeAll(async () => {
    t = await buildTestApp({}, { logger: log.logger('trace') });
    boss = await t.loginAs('superadmin');
  });
  afterAll(() => t.close());

  const reset = (headers: { authorization: string }, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/users/reset_user_password/${id}`, headers });
  const call = (authorization: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const loginStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).statusCode;

  it('answers a random temporary password once, ends the sessions, and the old password stops working', async () => {
    const staff = await t.loginAs('admin');
    const res = await reset(boss.headers, staff.user._id);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['temporaryPassword']);
    const { temporaryPassword } = res.json() as { temporaryPassword: string };
    expect(temporaryPassword).toMatch(/^[\w-]{16,}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await call(staff.token, 'GET', '/api/users/me')).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { refreshToken: staff.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    expect(await loginStatus(staff.user.email, TEST_PASSWORD)).toBe(401);

    // A second reset makes a new one; the first no longer signs in. Nothing ever shows it again.
    const again = (await reset(boss.headers, staff.user._id)).json().temporaryPassword as string;
    expect(again).not.toBe(temporaryPassword);
    expect(await loginStatus(staff.user.email, temporaryPassword)).toBe(401);
    const list = await call(boss.token, 'GET', '/api/users/get_users');
    expect(list.body).not.toContain(again);
    expect(logLines.join('')).not.toContain(temporaryPassword);
    expect(logLines.join('')).not.toContain(again);
  });

  it('makes the next sign-in choose a new password before anything else, then lifts', async () => {
    const staff = await t.loginAs('admin');
    const temporaryPassword = (await reset(boss.headers, staff.user._id)).json().temporaryPassword as string;
    const { token } = await t.login(staff.user.email, temporaryPassword);

    const me = await call(token, 'GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: staff.user._id, mustChangePassword: true });
    for (const [method, url] of [['GET', '/api/application/fetchApplication'], ['GET', '/api/dashboard'], ['POST', '/api/users/two-factor/setup']] as const) {
      const refused = await call(token, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(AUTH_MESSAGES.passwordChangeRequired);
    }
    // Saving only the name does not do: the password must change.
    const nameOnly = await call(token, 'POST', '/api/users/profile', { name: 'Still Me', currentPassword: temporaryPassword });
    expect(nameOnly.statusCode).toBe(400);
    expect(nameOnly.json()).toMatchObject({ message: AUTH_MESSAGES.passwordChangeRequired, errors: { password: AUTH_MESSAGES.passwordChangeRequired } });

    // Nor does "choosing" the temporary password itself, which the super admin has seen.
    const same = await call(token, 'POST', '/api/users/profile', {
      name: staff.user.name, currentPassword: temporaryPassword, password: temporaryPassword, confirmPassword: temporaryPassword,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ errors: { password: AUTH_MESSAGES.newPasswordSameAsTemporary } });
    expect((await call(token, 'GET', '/api/users/me')).json().mustChangePassword).toBe(true);

    const chosen = await call(token, 'POST', '/api/users/profile', {
      name: staff.user.name, currentPassword: temporaryPassword, password: CHOSEN, confirmPassword: CHOSEN,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect((await call(token, 'GET', '/api/users/me')).json().mustChangePassword).toBe(false);
    expect((await call(token, 'GET', '/api/application/fetchApplication')).statusCode).toBe(200);
    expect(await loginStatus(staff.user.email, temporaryPassword)).toBe(401);
    expect(await loginStatus(staff.user.email, CHOSEN)).toBe(200);
  });

  it('refuses the super admin their own reset (the Profile page changes it)', async () => {
    const res = await reset(boss.headers, boss.user._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH_MESSAGES.cannotResetOwnPassword);
    expect((await call(boss.token, 'GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await reset(boss.headers, 'ffffffffffffffffffffffff');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(AUTH_MESSAGES.userNotFound);
  });

  it('is refused to an admin, and changes nothing', async () => {
    const admin = await t.loginAs('admin');
    const victim = await t.createUser();
    const res = await reset(admin.headers, victim._id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect(await loginStatus(victim.email, TEST_PASSWORD)).toBe(200);
  });
});
