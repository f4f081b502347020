import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COMMON_MESSAGES } from '@visadesk/contract';
import { sessions } from '../../../../src/db/schema.ts';
import { createApplication, download } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';
import { answerWith } from '../../../answers.ts';

/**
 * An instance remembers what it read about a session for half a second (ADR 004, amended
 * 2026-11-24). Each case first makes a call that answers 200, so the session is remembered, then
 * changes something on this instance: the very next call must already see it.
 */
describe('a session this instance just used', () => {
  let t: TestContext;
  let superHeaders: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    superHeaders = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const me = (headers: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/users/me', headers });
  const unauthorized = { message: AUTH_MESSAGES.unauthorized };

  it('ends at once on sign-out, and so do the file links it was given', async () => {
    const { headers } = await t.loginAs('admin');
    const application = await createApplication(t, headers);
    const link = (await t.app.inject({ url: `/api/application/fetchApplication/${application._id}`, headers })).json().image as string;
    expect((await download(t, link)).res.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout', headers })).statusCode).toBe(204);
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(answerWith(unauthorized));
    const file = (await download(t, link)).res;
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual(answerWith({ message: COMMON_MESSAGES.linkExpired }));
  });

  it('ends at once when the super admin deletes the account', async () => {
    const { user, headers } = await t.loginAs('admin');
    expect((await me(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${user._id}`, headers: superHeaders })).statusCode).toBe(200);
    expect((await me(headers)).json()).toEqual(answerWith(unauthorized));
  });

  it('shows at once a name the super admin changed', async () => {
    const { user, headers } = await t.loginAs('admin');
    expect((await me(headers)).json().name).toBe('Test Staff');
    const edit = await t.app.inject({ method: 'PUT', url: `/api/users/update_user/${user._id}`, headers: superHeaders, payload: { name: 'Renamed Staff', email: user.email } });
    expect(edit.statusCode).toBe(200);
    expect((await me(headers)).json().name).toBe('Renamed Staff');
  });

  it('is refused within a second once another instance revokes it in the database', async () => {
    const { token, headers } = await t.loginAs('admin');
    expect((await me(headers)).statusCode).toBe(200);
    const sid = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()).sid as string;
    // What another instance's sign-out commits; this instance hears nothing of it.
    await t.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sid));
    const deadline = Date.now() + 1000;
    let status = (await me(headers)).statusCode;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await me(headers)).statusCode;
    }
    expect(status).toBe(401);
  });
});
