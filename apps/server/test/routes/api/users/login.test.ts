import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COOKIES } from '@visadesk/contract';
import { DEFAULT_RATE_LIMITS, type AppConfig } from '../../../../src/config/config.ts';
import { buildTestApp, createTestDatabase, rateLimitsWith, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

describe('POST /api/users/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: payload as object });

  it('answers {token, refreshToken} with a Bearer token and sets the session cookies', async () => {
    const user = await t.createUser({ role: 'admin' });
    const res = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['refreshToken', 'token']);
    expect(body.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken).toMatch(/^[\w-]{43}$/);

    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies[COOKIES.access]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 900 });
    expect(cookies[COOKIES.refresh]).toMatchObject({
      value: body.refreshToken,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/users',
      maxAge: 7 * 24 * 3600,
    });
    expect(cookies[COOKIES.sessionHint]).toMatchObject({ value: '1', maxAge: 7 * 24 * 3600, sameSite: 'Strict' });
    expect(cookies[COOKIES.sessionHint]?.httpOnly).toBeFalsy();

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: body.token } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      _id: user._id, name: user.name, email: user.email, role: 'admin', status: 'active', twoFactor: { enabled: false, required: false }, mustChangePassword: false,
    });
  });

  it('gives the same 401 message for an unknown email and for a wrong password', async () => {
    const user = await t.createUser();
    const unknown = await login({ email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await login({ email: user.email, password: 'not the password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(answerWith({ message: 'Invalid email or password.' }));
    expect(wrong.json()).toEqual(unknown.json());
  });

  it("refuses missing fields with 'All fields are required'", async () => {
    for (const payload of [{}, { email: 'a@b.co' }, { password: 'x' }, { email: '  ', password: '' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(AUTH_MESSAGES.allFieldsRequired);
    }
  });

  it('tells an account awaiting approval so, but only with the right password', async () => {
    const pending = await t.createUser({ status: 'pending' });
    const right = await login({ email: pending.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(AUTH_MESSAGES.awaitingApproval);
    const wrong = await login({ email: pending.email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('login throttling', () => {
  it('refuses the attempt after the per-account limit with 429 and Retry-After, sharing counters across instances', async () => {
    const db = await createTestDatabase();
    const limits = rateLimitsWith({ loginPerAccountAndIp: 3, loginPerAccount: 6 });
    // Two app instances on one database stand for two servers behind a load balancer, sharing
    // their secrets as the README asks of such servers.
    const one = await buildTestApp({ rateLimits: limits }, { database: db.handle });
    const two = await buildTestApp({ rateLimits: limits, secrets: one.config.secrets }, { database: db.handle });
    try {
      const user = await one.createUser();
      const attempt = (ctx: TestContext, password = 'wrong password') =>
        ctx.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password } });
      expect((await attempt(one)).statusCode).toBe(401);
      expect((await attempt(two)).statusCode).toBe(401);
      expect((await attempt(one)).statusCode).toBe(401);
      const blocked = await attempt(two, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

      const stored = await db.handle.db.execute(`select key from rate_limits`);
      const keys = (stored as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
    } finally {
      await one.app.close();
      await two.app.close();
      await db.drop();
    }
  });

  /** Login attempts on one account from chosen addresses, under the given per-account limits. */
  async function accountUnderAttack(loginPerAccountAndIp: number, loginPerAccount: number) {
    const t = await buildTestApp({
      rateLimits: rateLimitsWith({ loginPerAccountAndIp, loginPerAccount }),
    });
    const user = await t.createUser();
    const attempt = (remoteAddress: string, password = 'wrong password') =>
      t.app.inject({ method: 'POST', url: '/api/users/login', remoteAddress, payload: { email: user.email, password } });
    return { t, attempt };
  }

  it('lets someone guessing from one address lock only that address out, never the owner elsewhere', async () => {
    const { t, attempt } = await accountUnderAttack(3, 100);
    try {
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.66')).statusCode).toBe(401);
      const guesser = await attempt('203.0.113.66', TEST_PASSWORD);
      expect(guesser.statusCode).toBe(429);
      expect(guesser.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
      // The staff member, at the office, signs in as usual.
      expect((await attempt('198.51.100.7', TEST_PASSWORD)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('still caps guessing on one account spread over many addresses', async () => {
    const { t, attempt } = await accountUnderAttack(100, 4);
    try {
      for (let i = 1; i <= 4; i += 1) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(401);
      const next = await attempt('203.0.113.5', TEST_PASSWORD);
      expect(next.statusCode).toBe(429);
      expect(next.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });

  it('throttles registration per address', async () => {
    const t = await buildTestApp({
      rateLimits: rateLimitsWith({ registerPerIp: 2 }),
    });
    try {
      const register = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/register',
          payload: { name: 'Applicant Staff', email: `r${n}@example.com`, password: 'long enough password' },
        });
      expect((await register(1)).statusCode).toBe(201);
      expect((await register(2)).statusCode).toBe(201);
      const third = await register(3);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });
});

describe('one address shared by many (an office NAT or a proxy)', () => {
  const OFFICE = '198.51.100.20';

  /** A staff account, and login attempts from chosen addresses under the given limits. */
  async function office(rateLimits: AppConfig['rateLimits']) {
    const t = await buildTestApp({ rateLimits });
    const user = await t.createUser();
    const attempt = (payload: { email?: string; password?: string }, remoteAddress = OFFICE) =>
      t.app.inject({
        method: 'POST', url: '/api/users/login', remoteAddress,
        payload: { email: user.email, password: 'wrong password', ...payload },
      });
    return { t, attempt };
  }
  const madeUp = (i: number) => ({ email: `nobody.${i}@example.com` });

  it('lets a staff member sign in after dozens of failed logins for made-up emails from the same address', async () => {
    expect(DEFAULT_RATE_LIMITS.loginPerIp).toEqual({ max: 200, windowSeconds: 15 * 60 });
    const { t, attempt } = await office(DEFAULT_RATE_LIMITS);
    try {
      for (let i = 0; i < 35; i += 1) expect((await attempt(madeUp(i))).statusCode).toBe(401);
      expect((await attempt({ password: TEST_PASSWORD })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('does not count successful logins against the address', async () => {
    const { t, attempt } = await office(rateLimitsWith({ loginPerIp: 3 }));
    try {
      for (let i = 0; i < 6; i += 1) expect((await attempt({ password: TEST_PASSWORD })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses even a correct login at the address ceiling, with 429 and Retry-After, and only from that address', async () => {
    const { t, attempt } = await office(rateLimitsWith({ loginPerIp: 5 }));
    try {
      for (let i = 0; i < 5; i += 1) expect((await attempt(madeUp(i))).statusCode).toBe(401);
      const refused = await attempt({ password: TEST_PASSWORD });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(answerWith({ message: 'Too many attempts. Please wait a few minutes and try again.' }));
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
      expect((await attempt({ password: TEST_PASSWORD }, '192.0.2.44')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it("clears the account's failures from that address on a success, but not the account-wide count", async () => {
    const { t, attempt } = await office(rateLimitsWith({ loginPerAccountAndIp: 10, loginPerAccount: 22 }));
    try {
      for (let i = 0; i < 9; i += 1) expect((await attempt({})).statusCode).toBe(401);
      expect((await attempt({ password: TEST_PASSWORD })).statusCode).toBe(200);
      for (let i = 0; i < 10; i += 1) expect((await attempt({})).statusCode, `failure ${i + 1} after the success`).toBe(401);
      expect((await attempt({})).statusCode).toBe(429);
      // 19 failures so far on the account: elsewhere, three more are allowed before its ceiling of 22.
      for (let i = 0; i < 3; i += 1) expect((await attempt({}, '192.0.2.45')).statusCode).toBe(401);
      expect((await attempt({ password: TEST_PASSWORD }, '192.0.2.46')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('checks at most the limit of a burst of parallel wrong passwords', async () => {
    const { t, attempt } = await office(rateLimitsWith({ loginPerAccountAndIp: 4 }));
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => attempt({})));
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 401)).toHaveLength(4);
      expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    } finally {
      await t.close();
    }
  });
});
