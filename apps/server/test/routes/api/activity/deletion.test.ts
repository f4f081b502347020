import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type ActivityPage } from '@visadesk/contract';
import { applicationHistory } from '../../../../src/db/schema.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

describe('deleting an application', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<TestContext['loginAs']>>;
  let boss: Headers;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.loginAs('admin');
    boss = (await t.loginAs('superadmin')).headers;
  });
  afterAll(() => t.close());

  const historyOf = (id: string) => t.app.db.select().from(applicationHistory).where(eq(applicationHistory.applicationId, id));

  it('takes the application\'s own history with it, and records the deletion: who, when, its id and nothing of the applicant', async () => {
    const application = await createApplication(t, admin.headers, { surname: 'Tamang', givenN: 'Pemba', passport: 'PT1234567', email: 'pemba@example.com' });
    expect((await t.app.inject({ method: 'PUT', url: API.applications.approve(application._id), headers: admin.headers, payload: { reason: 'Visa granted' } })).statusCode).toBe(200);
    expect((await historyOf(application._id)).map((entry) => entry.action).sort()).toEqual(['created', 'status']);

    const before = Date.now();
    const res = await t.app.inject({ method: 'DELETE', url: API.applications.remove(application._id), headers: admin.headers });
    expect(res.statusCode).toBe(200);

    expect(await historyOf(application._id)).toEqual([]);
    const deletions = await t.app.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'deleted'));
    expect(deletions).toHaveLength(1);
    expect(deletions[0]).toMatchObject({
      applicationId: null, actorId: admin.user._id, actorName: 'Test Staff', detail: `Application ${application._id} deleted`, reason: '',
    });
    expect(deletions[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const everything = JSON.stringify(await t.app.db.select().from(applicationHistory));
    for (const personal of ['Tamang', 'Pemba', 'PT1234567', 'pemba@example.com', 'Visa granted']) expect(everything).not.toContain(personal);

    const log = (await t.app.inject({ url: API.activity.list, headers: boss })).json() as ActivityPage;
    expect(log.entries).toEqual([expect.objectContaining({ action: 'deleted', applicationId: '', applicantName: '', actorId: admin.user._id })]);
    expect((await t.app.inject({ url: API.applicationHistory(application._id), headers: admin.headers })).statusCode).toBe(404);
  });

  it('records nothing when there was nothing to delete', async () => {
    const count = (await t.app.db.select().from(applicationHistory)).length;
    const res = await t.app.inject({ method: 'DELETE', url: API.applications.remove('0123456789abcdef01234567'), headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(applicationHistory)).toHaveLength(count);
  });

  it('lets only an export or a deletion name no application', async () => {
    const application = await createApplication(t, admin.headers);
    const insert = (id: string, applicationId: string | null, action: string) =>
      t.app.db.execute(sql`insert into application_history (id, application_id, actor_name, action) values (${id}, ${applicationId}, 'x', ${action})`);
    await expect(insert('e'.repeat(24), application._id, 'deleted')).rejects.toThrow();
    await expect(insert('f'.repeat(24), null, 'status')).rejects.toThrow();
    await insert('d'.repeat(24), null, 'deleted');
    await insert('c'.repeat(24), null, 'exported');
  });
});
