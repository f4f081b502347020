import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers.ts';

describe('SessionsService.isLive', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('is true for a started session and false once it is revoked', async () => {
    const user = await t.createUser();
    const session = await t.app.sessions.start(user);
    expect(await t.app.sessions.isLive(session.sessionId)).toBe(true);
    await t.app.sessions.revoke(session.sessionId);
    expect(await t.app.sessions.isLive(session.sessionId)).toBe(false);
  });

  it('is false for an unknown session', async () => {
    expect(await t.app.sessions.isLive('0123456789abcdef01234567')).toBe(false);
  });

  it("is false once the staff member's account is no longer active", async () => {
    const user = await t.createUser();
    const session = await t.app.sessions.start(user);
    await t.app.users.remove(user._id, { id: 'someone-else', name: 'Someone else' });
    expect(await t.app.sessions.isLive(session.sessionId)).toBe(false);
  });
});
