import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import {
  buildTestApp,
  stopClockForTotp,
  TEST_PASSWORD,
  totpCode,
  turnOnTwoFactor,
  type TestContext,
} from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

describe('setting up, turning on and off a second factor (/api/users/two-factor/*)', () => {
  let t: TestContext;
  let clock: { advance(ms: number): void };
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = stopClockForTotp();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, authorization: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/users/two-factor/${url}`, headers: { authorization }, ...(payload ? { payload } : {}) });
  const me = async (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
  const recoveryRows = async (userId: string) => {
    const result = await t.database.db.execute(`select code_hash, used_at from recovery_codes where user_id = '${userId}'`);
    return (result as unknown as { rows: { code_hash: string; used_at: unknown }[] }).rows;
  };

  it('set-up answers a base32 secret and its otpauth address, pending until a code confirms it', async () => {
    const { user, token } = await t.loginAs('admin');
    const res = await post('setup', token, { currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json();
    expect(Object.keys(res.json()).sort()).toEqual(['otpauthUrl', 'secret']);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/VisaDesk Migration Consultancy:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('VisaDesk Migration Consultancy');
    expect((await me(token)).json().twoFactor).toEqual({ enabled: false, required: false });
    // Still pending: signing in needs no code.
    expect((await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });

  it('a new set-up replaces a pending one', async () => {
    const { token } = await t.loginAs('admin');
    const first = (await post('setup', token, { currentPassword: TEST_PASSWORD })).json().secret as string;
    const second = (await post('setup', token, { currentPassword: TEST_PASSWORD })).json().secret as string;
    expect(second).not.toBe(first);
    const stale = await post('enable', token, { code: await totpCode(first) });
    expect(stale.statusCode).toBe(400);
    expect((await post('enable', token, { code: await totpCode(second) })).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 and turns nothing on', async () => {
    const { token } = await t.loginAs('admin');
    const { secret } = (await post('setup', token, { currentPassword: TEST_PASSWORD })).json();
    const right = await totpCode(secret);
    for (const code of [right === '000000' ? '111111' : '000000', 'ABCDE-FGHIJ', '']) {
      const res = await post('enable', token, { code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().message).toBe('That code is not valid. Enter the 6-digit code your authenticator app shows now.');
    }
    expect((await me(token)).json().twoFactor.enabled).toBe(false);
  });

  it('asks for the set-up first', async () => {
    const { token } = await t.loginAs('admin');
    const res = await post('enable', token, { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.twoFactorNoSetup);
  });

  it('turns on with a code: ten recovery codes shown once and stored hashed; other sessions end', async () => {
    const { user, token } = await t.loginAs('admin');
    const other = await t.login(user.email);
    const { secret } = (await post('setup', token, { currentPassword: TEST_PASSWORD })).json();
    const res = await post('enable', token, { code: await totpCode(secret) });
    expect(res.statusCode).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    expect(Object.keys(res.json())).toEqual(['recoveryCodes']);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const stored = await recoveryRows(user._id);
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes.some((c) => row.code_hash.includes(c.replace('-', '')))).toBe(false);
    }
    expect((await me(token)).json().twoFactor).toEqual({ enabled: true, required: false });
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('refuses a new set-up while it is on without a code of it, with 409, and an enable with nothing pending', async () => {
    const { token } = await t.loginAs('admin');
    const { secret } = await turnOnTwoFactor(t.app, token, clock);
    const again = await post('setup', token, { currentPassword: TEST_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Two-factor authentication is already on. Turn it off first to set it up again.');
    const enable = await post('enable', token, { code: await totpCode(secret) });
    expect(enable.statusCode).toBe(400);
    expect(enable.json().message).toBe(AUTH_MESSAGES.twoFactorNoSetup);
  });

  describe('a session alone cannot choose the second factor', () => {
    it.each([
      ['no password', undefined],
      ['an empty password', { currentPassword: '' }],
      ['a wrong password', { currentPassword: 'not my password' }],
    ])('a stolen token with %s sets nothing up: 400, nothing pending, the owner still signs in with the password alone', async (_case, payload) => {
      const { user, token } = await t.loginAs('admin');
      const res = await post('setup', token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Current password is incorrect.');
      const pending = await t.database.db.execute(`select totp_pending_secret from users where id = '${user._id}'`);
      expect((pending as unknown as { rows: { totp_pending_secret: string | null }[] }).rows[0]?.totp_pending_secret).toBeNull();
      expect((await post('enable', token, { code: '123456' })).json().message).toBe(AUTH_MESSAGES.twoFactorNoSetup);
      const owner = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(owner.statusCode).toBe(200);
      expect(owner.json().token).toBeTruthy();
    });

    it('a stolen token with the password but not the phone cannot replace the factor on', async () => {
      const { user, token } = await t.loginAs('admin');
      const { secret } = await turnOnTwoFactor(t.app, token, clock);
      const res = await post('setup', token, { currentPassword: TEST_PASSWORD, code: '000000' === (await totpCode(secret)) ? '111111' : '000000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.twoFactorCodeIncorrect);
      // The owner's own app still signs in.
      clock.advance(30_000);
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code: await totpCode(secret) } });
      expect(login.statusCode).toBe(200);
    });

    it('the owner replaces the factor with the password and a code of the old one: the old app no longer works', async () => {
      const { user, token } = await t.loginAs('admin');
      const { secret: old } = await turnOnTwoFactor(t.app, token, clock);
      const setup = await post('setup', token, { currentPassword: TEST_PASSWORD, code: await totpCode(old) });
      expect(setup.statusCode).toBe(200);
      const fresh = setup.json().secret as string;
      expect(fresh).not.toBe(old);
      // Until the new one is confirmed, the old one stands.
      expect((await me(token)).json().twoFactor.enabled).toBe(true);
      clock.advance(30_000);
      const enabled = await post('enable', token, { code: await totpCode(fresh) });
      expect(enabled.statusCode).toBe(200);
      expect((enabled.json().recoveryCodes as string[])).toHaveLength(10);
      clock.advance(30_000);
      const withOld = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code: await totpCode(old) } });
      expect(withOld.statusCode).toBe(401);
      const withNew = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code: await totpCode(fresh) } });
      expect(withNew.statusCode).toBe(200);
    });
  });

  describe('turning it off', () => {
    it('needs the current password: a wrong one answers 400 and changes nothing', async () => {
      const { user, token } = await t.loginAs('admin');
      const { secret } = await turnOnTwoFactor(t.app, token, clock);
      const res = await post('disable', token, { currentPassword: 'not my password', code: await totpCode(secret) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Current password is incorrect.');
      expect((await me(token)).json().twoFactor.enabled).toBe(true);
      expect(await recoveryRows(user._id)).toHaveLength(10);
    });

    it('needs a valid code: a wrong one answers 400 and changes nothing', async () => {
      const { token } = await t.loginAs('admin');
      await turnOnTwoFactor(t.app, token, clock);
      const res = await post('disable', token, { currentPassword: TEST_PASSWORD, code: 'ZZZZZ-ZZZZZ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.twoFactorCodeIncorrect);
      expect((await me(token)).json().twoFactor.enabled).toBe(true);
    });

    it.each(['an app code', 'a recovery code'])('turns off with the password and %s, ending the other sessions', async (kind) => {
      const { user, token } = await t.loginAs('admin');
      const { secret, recoveryCodes } = await turnOnTwoFactor(t.app, token, clock);
      const code = kind === 'an app code' ? await totpCode(secret) : (recoveryCodes[3] as string);
      const other = (await t.app.inject({
        method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code: recoveryCodes[0] },
      })).json().token as string;
      const res = await post('disable', token, { currentPassword: TEST_PASSWORD, code });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answerWith({ message: 'Two-factor authentication is off.' }));
      expect((await me(token)).json().twoFactor.enabled).toBe(false);
      expect((await me(other)).statusCode).toBe(401);
      expect(await recoveryRows(user._id)).toHaveLength(0);
      const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } });
      expect(login.statusCode).toBe(200);
      const again = await post('disable', token, { currentPassword: TEST_PASSWORD, code });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(AUTH_MESSAGES.twoFactorAlreadyOff);
    });
  });
});
