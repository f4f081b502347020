import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../helpers.ts';

/**
 * An unknown email must cost one argon2 verification, like a wrong password, or the answer time
 * tells a guesser which emails have accounts. Timing itself is never asserted (a loaded machine
 * makes that flaky): the test watches the verification happen, at the library's door.
 */
const argon2 = vi.hoisted(() => ({ verify: vi.fn() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  argon2.verify.mockImplementation(actual.verify);
  return { ...actual, verify: argon2.verify };
});

describe('login with an unknown email', () => {
  let t: TestContext;
  let email: string;
  beforeAll(async () => {
    t = await buildTestApp();
    email = (await t.createUser()).email;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    argon2.verify.mockClear();
  });

  const login = (address: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: address, password } });

  it('runs one argon2 verification at the real cost, exactly as a wrong password does', async () => {
    const wrongPassword = await login(email, 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [realHash] = argon2.verify.mock.calls[0] as [string, string];

    argon2.verify.mockClear();
    const unknown = await login('nobody.here@example.com', 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknown.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
    const [dummyHash, tried] = argon2.verify.mock.calls[0] as [string, string];
    expect(tried).toBe('not the password');
    // The same algorithm and cost parameters, so the work is the same.
    const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(costOf(dummyHash)).toBe(costOf(realHash));
  });

  it('keeps doing so on every attempt, not only the first', async () => {
    for (const address of ['first.unknown@example.com', 'second.unknown@example.com']) {
      expect((await login(address, TEST_PASSWORD)).statusCode).toBe(401);
    }
    expect(argon2.verify).toHaveBeenCalledTimes(2);
  });
});
