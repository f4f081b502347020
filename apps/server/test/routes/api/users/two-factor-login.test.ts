import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, COOKIES, type User } from '@visadesk/contract';
import type { AppConfig } from '../../../../src/config/config.ts';
import {
  buildTestApp,
  rateLimitsWith,
  stopClockForTotp,
  TEST_PASSWORD,
  totpCode,
  turnOnTwoFactor,
  type TestContext,
} from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

const CODE_NEEDED = { message: 'Enter the 6-digit code from your authenticator app.', twoFactorRequired: true };
const CODE_WRONG = { message: AUTH_MESSAGES.twoFactorCodeIncorrect, twoFactorRequired: true };

/** An app with one staff member whose second factor is on, and the clock stopped at a step. */
function withSecondFactor(rateLimits?: AppConfig['rateLimits']) {
  const ctx = {} as { t: TestContext; user: User; secret: string; recoveryCodes: string[]; clock: { advance(ms: number): void } };
  beforeAll(async () => {
    ctx.t = await buildTestApp(rateLimits ? { rateLimits } : {});
  });
  afterAll(() => ctx.t.close());
  beforeEach(async () => {
    ctx.clock = stopClockForTotp();
    const { user, token } = await ctx.t.loginAs('admin');
    ctx.user = user;
    Object.assign(ctx, await turnOnTwoFactor(ctx.t.app, token, ctx.clock));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const login = (payload: { password?: string; code?: string }, remoteAddress = '203.0.113.10') =>
    ctx.t.app.inject({
      method: 'POST', url: '/api/users/login', remoteAddress,
      payload: { email: ctx.user.email, password: TEST_PASSWORD, ...payload },
    });
  return { ctx, login };
}

describe('signing in with a second factor', () => {
  const { ctx, login } = withSecondFactor();

  it('asks for the code once the password was right, and only then', async () => {
    const asked = await login({});
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual(answerWith(CODE_NEEDED));
    expect(asked.cookies).toHaveLength(0);
    for (const code of [undefined, await totpCode(ctx.secret)]) {
      const wrong = await login({ password: 'not the password', ...(code ? { code } : {}) });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(answerWith({ message: 'Invalid email or password.' }));
    }
  });

  it('signs in with the password and the current code, as without a second factor', async () => {
    const res = await login({ code: await totpCode(ctx.secret) });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['refreshToken', 'token']);
    expect(res.json().token).toMatch(/^Bearer /);
    expect(res.cookies.map((c) => c.name).sort()).toEqual([COOKIES.access, COOKIES.refresh, COOKIES.sessionHint, COOKIES.knownDevice].sort());
    const me = await ctx.t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: res.json().token } });
    expect(me.json().twoFactor).toEqual({ enabled: true, required: false });
  });

  it('accepts a code written with a space, as apps show it', async () => {
    const code = await totpCode(ctx.secret);
    expect((await login({ code: `${code.slice(0, 3)} ${code.slice(3)}` })).statusCode).toBe(200);
  });

  it('refuses a wrong code with 401, saying a code is still needed', async () => {
    const right = await totpCode(ctx.secret);
    const res = await login({ code: right === '123456' ? '654321' : '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(answerWith(CODE_WRONG));
  });

  it('accepts a code once: the same code again, within its 30 seconds, is refused', async () => {
    const code = await totpCode(ctx.secret);
    expect((await login({ code })).statusCode).toBe(200);
    ctx.clock.advance(5_000);
    const replay = await login({ code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(answerWith(CODE_WRONG));
    ctx.clock.advance(30_000);
    expect((await login({ code: await totpCode(ctx.secret) })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const code = await totpCode(ctx.secret);
    const statuses = (await Promise.all([login({ code }), login({ code })])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it("accepts the previous step's code for a phone clock a little behind, not one two steps old", async () => {
    const earlier = Date.now();
    ctx.clock.advance(30_000);
    expect((await login({ code: await totpCode(ctx.secret, earlier) })).statusCode).toBe(200);
    const older = Date.now();
    ctx.clock.advance(60_000);
    expect((await login({ code: await totpCode(ctx.secret, older) })).statusCode).toBe(401);
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const [first, second] = ctx.recoveryCodes as [string, string];
    expect((await login({ code: first })).statusCode).toBe(200);
    const reused = await login({ code: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual(answerWith(CODE_WRONG));
    expect((await login({ code: ` ${second.replace('-', '').toLowerCase()} ` })).statusCode).toBe(200);
    expect((await login({ code: 'AAAAA-BBBBB' })).statusCode).toBe(401);
  });
});

describe('guessing second-factor codes', () => {
  const { ctx, login } = withSecondFactor(rateLimitsWith({ twoFactorPerAccount: 3, loginPerAccountAndIp: 4 }));
  const wrong = async () => ((await totpCode(ctx.secret)) === '000000' ? '999999' : '000000');

  it('is capped per account on a counter of its own, from any address, refusing even the right code', async () => {
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await login({ code: await wrong() }, address)).statusCode).toBe(401);
    }
    const refused = await login({ code: await totpCode(ctx.secret) }, '203.0.113.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("is not reset by the owner's success, which only takes its own try back", async () => {
    for (let i = 0; i < 2; i += 1) expect((await login({ code: await wrong() })).statusCode).toBe(401);
    expect((await login({ code: await totpCode(ctx.secret) })).statusCode).toBe(200);
    expect((await login({ code: await wrong() }, '203.0.113.20')).statusCode).toBe(401);
    ctx.clock.advance(30_000);
    expect((await login({ code: await totpCode(ctx.secret) }, '203.0.113.21')).statusCode).toBe(429);
  });

  it('counts a wrong code as a failed sign-in on the login counters too', async () => {
    // Three wrong codes and a wrong password from one address fill its limit of four for the account.
    for (let i = 0; i < 3; i += 1) expect((await login({ code: await wrong() })).statusCode).toBe(401);
    expect((await login({ password: 'not the password' })).statusCode).toBe(401);
    expect((await login({})).statusCode).toBe(429);
  });

  it("does not let the step that only asks for the code clear the address's count of failures", async () => {
    for (let i = 0; i < 3; i += 1) expect((await login({ code: await wrong() })).statusCode).toBe(401);
    expect((await login({})).json()).toEqual(answerWith(CODE_NEEDED));
    expect((await login({ password: 'not the password' })).statusCode).toBe(401);
    expect((await login({ password: 'not the password' })).statusCode).toBe(429);
  });

  it('does not count the step that only asks for the code', async () => {
    for (let i = 0; i < 6; i += 1) expect((await login({})).json()).toEqual(answerWith(CODE_NEEDED));
    expect((await login({ code: await totpCode(ctx.secret) })).statusCode).toBe(200);
  });
});
