import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COOKIES, type User } from '@visadesk/contract';
import { buildTestApp, rateLimitsWith, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';

/**
 * Guessers spread over many addresses (ten IPv6 /64s are one home line) can fill an account's
 * account-wide counter and lock it for strangers, but never for a browser the owner has signed in
 * with before: it carries a signed "known device" cookie.
 */
describe('sign-in from a known device', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ loginPerAccount: 3, loginPerAccountAndIp: 4 }) });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string, device?: string) =>
    t.app.inject({
      method: 'POST', url: '/api/users/login', remoteAddress, payload: { email, password },
      ...(device ? { cookies: { [COOKIES.knownDevice]: device } } : {}),
    });

  /** Signs in once as the owner would, and answers the device cookie the browser was given. */
  async function ownersDevice(user: User): Promise<string> {
    const res = await login(user.email, TEST_PASSWORD, '192.0.2.10');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === COOKIES.knownDevice);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users' });
    expect(cookie?.maxAge).toBe(365 * 24 * 3600);
    return cookie?.value as string;
  }

  /** Wrong passwords from three /64s: the account-wide counter (3) is full. */
  async function lockFromAfar(user: User) {
    for (const n of [1, 2, 3]) expect((await login(user.email, 'a wrong guess', `2001:db8:${n}::1`)).statusCode).toBe(401);
  }

  it('lets the owner in from their own browser while strangers are locked out', async () => {
    const owner = await t.createUser();
    const device = await ownersDevice(owner);
    await lockFromAfar(owner);
    const stranger = await login(owner.email, TEST_PASSWORD, '198.51.100.20');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.20', device)).statusCode).toBe(200);
  });

  it("is no use for another account, nor once tampered with", async () => {
    const [owner, other] = [await t.createUser(), await t.createUser()];
    const othersDevice = await ownersDevice(other);
    const device = await ownersDevice(owner);
    await lockFromAfar(owner);
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.21', othersDevice)).statusCode).toBe(429);
    const [issued, signature = ''] = device.split('.');
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.21', `${Number(issued) + 1}.${signature}`)).statusCode).toBe(429);
    expect((await login(owner.email, TEST_PASSWORD, '198.51.100.21', `${issued}.${signature.slice(1)}x`)).statusCode).toBe(429);
  });

  it('still counts its wrong passwords per address: a stolen cookie buys no free guessing', async () => {
    const owner = await t.createUser();
    const device = await ownersDevice(owner);
    for (let i = 0; i < 4; i += 1) expect((await login(owner.email, 'a wrong guess', '203.0.113.30', device)).statusCode).toBe(401);
    expect((await login(owner.email, TEST_PASSWORD, '203.0.113.30', device)).statusCode).toBe(429);
  });
});
