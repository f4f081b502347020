import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, rateLimitsWith, uniqueEmail, type TestContext } from '../helpers.ts';
import { answerWith } from '../answers.ts';

/** What a client sees once a limit is reached: 429, the message, and how long to wait. */
describe('too many attempts', () => {
  let t: TestContext;
  let boss: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: rateLimitsWith({ registerPerIp: 1, addUserPerIp: 1 }) });
    boss = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const newStaff = () => ({ name: 'Ama Mensah', email: uniqueEmail('ama'), password: 'correct horse battery' });

  it.each([
    ['registration', () => ({ url: '/api/users/register', headers: {} })],
    ['adding a user', () => ({ url: '/api/users/add_user', headers: boss })],
  ])('answers %s past its limit with 429, Retry-After and the message, and creates nobody', async (_name, target) => {
    const { url, headers } = target();
    expect((await t.app.inject({ method: 'POST', url, headers, payload: newStaff() })).statusCode).toBe(201);
    const staffBefore = await t.app.users.count();

    const refused = await t.app.inject({ method: 'POST', url, headers, payload: newStaff() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(answerWith({ message: AUTH_MESSAGES.tooManyAttempts }));
    const wait = Number(refused.headers['retry-after']);
    expect(Number.isInteger(wait)).toBe(true);
    expect(wait).toBeGreaterThanOrEqual(899);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await t.app.users.count()).toBe(staffBefore);
  });
});
