import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, rateLimitsWith, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';

const NEW_PASSWORD = 'brand new password';

describe('POST /api/users/profile', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const profile = (authorization: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/users/profile', headers: { authorization }, payload });
  const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
  const loginStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } })).statusCode;

  it("changes the caller's own name, email and password given the current one, says so, and ends the other sessions", async () => {
    const { user, token } = await t.loginAs('admin');
    const other = await t.login(user.email);
    const email = `renamed.${user.email}`;
    const res = await profile(token, {
      name: 'Renamed', email: email.toUpperCase(), currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.passwordChanged, user: { _id: user._id, name: 'Renamed', email } });
    expect(await loginStatus(email, TEST_PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    ['no password fields', {}],
    ['blank password fields', { password: '', confirmPassword: '' }],
  ])('changes the name and email with %s, keeps the password and the other sessions, and says so', async (_case, passwords) => {
    const { user, token } = await t.loginAs('admin');
    const other = await t.login(user.email);
    const email = `moved.${user.email}`;
    const res = await profile(token, { name: 'Asha Mehta', email, currentPassword: TEST_PASSWORD, ...passwords });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.profileUpdated, user: { name: 'Asha Mehta', email } });
    expect(res.json().message).toBe('Profile updated.');
    expect((await me(token)).json()).toMatchObject({ name: 'Asha Mehta', email });
    expect((await me(other.token)).statusCode).toBe(200);
    expect(await loginStatus(email, TEST_PASSWORD)).toBe(200);
  });

  it('still asks for the current password to change only the name', async () => {
    const { user, token } = await t.loginAs('admin');
    const res = await profile(token, { name: 'Thief', email: user.email });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    expect((await me(token)).json().name).toBe(user.name);
  });

  it('refuses an email another account uses, and a short new password', async () => {
    const { token } = await t.loginAs('admin');
    const taken = await t.createUser();
    const clash = await profile(token, { name: 'Someone', email: taken.email, currentPassword: TEST_PASSWORD });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(AUTH_MESSAGES.emailTaken);
    const short = await profile(token, { name: 'Someone', currentPassword: TEST_PASSWORD, password: 'short', confirmPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: AUTH_MESSAGES.passwordTooShort });
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not my password' }],
    ['no current password', {}],
    ['a blank current password', { currentPassword: '' }],
  ])('refuses %s with 400 and changes nothing', async (_case, current) => {
    const { user, token } = await t.loginAs('admin');
    const other = await t.login(user.email);
    const res = await profile(token, { name: 'Thief', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...current });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Current password is incorrect.');
    expect(res.json().message).toBe(AUTH_MESSAGES.currentPasswordIncorrect);
    expect((await me(token)).json().name).toBe(user.name);
    expect((await me(other.token)).statusCode).toBe(200);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(401);
    expect(await loginStatus(user.email, TEST_PASSWORD)).toBe(200);
  });

  it('refuses a confirmation that does not match', async () => {
    const { token } = await t.loginAs('admin');
    const res = await profile(token, {
      name: 'Someone', currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'different password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: AUTH_MESSAGES.passwordsDoNotMatch,
      errors: { confirmPassword: AUTH_MESSAGES.passwordsDoNotMatch },
    });
  });
});

describe('guessing the current password with a stolen token', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ loginPerAccountAndIp: 3 }) });
  });
  afterAll(() => t.close());

  const change = (authorization: string, currentPassword: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST', url: '/api/users/profile', headers: { authorization },
      payload: { name: 'Owner', currentPassword, password, confirmPassword: password },
    });

  it('is throttled like login attempts, on the same counters, and refuses even the right password once over the limit', async () => {
    const { user, token } = await t.loginAs('admin');
    for (let i = 0; i < 3; i += 1) expect((await change(token, `guess number ${i}`)).statusCode).toBe(400);
    const blocked = await change(token, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The guesses were spent on the account's login budget from that address too.
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(429);
  });

  it('does not count the right current password as a guess', async () => {
    const { token } = await t.loginAs('admin');
    let current = TEST_PASSWORD;
    for (let i = 0; i < 5; i += 1) {
      const next = `new password number ${i}`;
      expect((await change(token, current, next)).statusCode).toBe(200);
      current = next;
    }
  });
});
