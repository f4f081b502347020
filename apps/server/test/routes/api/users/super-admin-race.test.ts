import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { users } from '../../../../src/db/schema.ts';
import { HttpError } from '../../../../src/http/http-error.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

// Both removals truly race, on the embedded PostgreSQL as on a server: the old code deadlocked
// into a 500 here.
describe('two super admins deleting each other at the same moment', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** The survivor steps down, so the next pair are again the only super admins. */
  async function onlySurvivor(): Promise<void> {
    const left = (await t.app.users.list()).filter((u) => u.role === 'superadmin');
    expect(left).toHaveLength(1);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, left[0]?._id as string));
  }

  it('lets one removal win and refuses the other with a 409, never a 500 (both already signed in)', async () => {
    // Several rounds: on PostgreSQL each is a real race between two transactions.
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = await Promise.all([t.createUser({ role: 'superadmin' }), t.createUser({ role: 'superadmin' })]);
      const outcomes = await Promise.allSettled([t.app.users.remove(b._id, { id: a._id, name: a.name }), t.app.users.remove(a._id, { id: b._id, name: b.name })]);
      const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason);
      expect(refused, `round ${round}`).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(HttpError);
      expect(refused[0]).toMatchObject({ statusCode: 409, message: AUTH_MESSAGES.cannotRemoveLastSuperAdmin });
      await onlySurvivor();
    }
  });

  it('answers the API calls with one deletion and one clear refusal', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = await Promise.all([t.loginAs('superadmin'), t.loginAs('superadmin')]);
      const remove = (by: typeof a, target: typeof b) =>
        t.app.inject({ method: 'DELETE', url: `/api/users/delete_user/${target.user._id}`, headers: by.headers });
      const answers = await Promise.all([remove(a, b), remove(b, a)]);
      const bodies = answers.map((res) => `${res.statusCode} ${res.body}`).join(' | ');
      expect(answers.filter((res) => res.statusCode === 200), bodies).toHaveLength(1);
      const other = answers.find((res) => res.statusCode !== 200);
      // 409 when both were past sign-in; 401 when the winner finished first and ended the loser's session.
      expect([409, 401], bodies).toContain(other?.statusCode);
      expect([AUTH_MESSAGES.cannotRemoveLastSuperAdmin, AUTH_MESSAGES.unauthorized]).toContain(other?.json().message);
      await onlySurvivor();
    }
  });
});
