import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, APPLICATION_MESSAGES as M, AUTH_MESSAGES, BULK_STATUS_MAX, type Application } from '@visadesk/contract';
import { outbox } from '../../../../src/db/schema.ts';
import { createApplication, type Headers } from '../../../application-helpers.ts';
import { buildTestApp, captureLogs, type TestContext } from '../../../helpers.ts';

const MISSING_ID = '0123456789abcdef01234567';

/** One status for several applications, each changed as if set one by one. */
describe('POST /api/application/bulkStatus', () => {
  const log = captureLogs();
const lines = log.lines;
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp({}, { logger: log.logger('info') });
    headers = (await t.loginAs('admin')).headers;
  });
  afterAll(() => t.close());

  const bulk = (payload: unknown, auth: Partial<Headers> = headers) =>
    t.app.inject({ method: 'POST', url: API.applications.bulkStatus, headers: auth, payload: payload as object });
  const shown = async (id: string) => (await t.app.inject({ url: API.applications.one(id), headers })).json() as Application;
  const history = async (id: string) =>
    (await t.app.inject({ url: `/api/application/fetchApplication/${id}/history`, headers })).json() as { action: string; detail: string; reason: string }[];
  /** The messages an application's status changes queued (its registration's aside). */
  const statusEmails = (id: string) =>
    t.app.db.select({ event: outbox.event }).from(outbox).where(and(eq(outbox.applicationId, id), sql`${outbox.event} <> 'registered'`));
  const three = () => Promise.all([1, 2, 3].map(() => createApplication(t, headers)));

  it('changes each, with its own history entry and its own email to the applicant', async () => {
    const apps = await three();
    const ids = apps.map((a) => a._id);
    const reason = 'Your visa has been stamped.';
    const res = await bulk({ ids: [...ids, ids[0]], status: 'approved', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'approved', changed: ids, failed: [] });
    for (const id of ids) {
      expect(await shown(id)).toMatchObject({ isStatus: 'approved', statusReason: reason, approve: t.app.applications.today() });
      const entries = await history(id);
      expect(entries.map((e) => e.action)).toEqual(['status', 'created']);
      expect(entries[0]).toMatchObject({ detail: 'Status set to approved', reason });
      expect(await statusEmails(id)).toEqual([{ event: 'approved' }]);
    }
  });

  it('names an application that is gone as not changed, and changes the rest', async () => {
    const [first, gone, last] = await three() as [Application, Application, Application];
    expect((await t.app.inject({ method: 'DELETE', url: API.applications.remove(gone._id), headers })).statusCode).toBe(200);
    const res = await bulk({ ids: [first._id, gone._id, MISSING_ID, last._id], status: 'rejected' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'rejected',
      changed: [first._id, last._id],
      failed: [{ _id: gone._id, message: M.bulkNotChanged }, { _id: MISSING_ID, message: M.bulkNotChanged }],
    });
    for (const { _id } of [first, last]) expect(await shown(_id)).toMatchObject({ isStatus: 'rejected', statusReason: '' });
  });

  it('names one that failed otherwise as failed, logs it without personal data, and changes the rest', async () => {
    const [first, refused, last] = await three() as [Application, Application, Application];
    // A failure the route cannot foresee: the database refuses the update of one row, quoting it.
    await t.app.db.execute(sql.raw(`create function refuse_one() returns trigger language plpgsql as $$
      begin if new.id = '${refused._id}' then raise exception 'refused % % %', new.surname, new.passport, new.email; end if; return new; end $$`));
    await t.app.db.execute(sql`create trigger refuse_one before update on applications for each row execute function refuse_one()`);
    try {
      const res = await bulk({ ids: [first._id, refused._id, last._id], status: 'approved' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'approved', changed: [first._id, last._id], failed: [{ _id: refused._id, message: M.bulkFailed }] });
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_one on applications`);
      await t.app.db.execute(sql`drop function refuse_one()`);
    }
    expect(await shown(refused._id)).toMatchObject({ isStatus: 'pending' });
    expect(await history(refused._id)).toHaveLength(1);
    expect(await statusEmails(refused._id)).toEqual([]);
    const log = lines.join('');
    expect(log).toContain(refused._id);
    for (const personal of [refused.passport, refused.email, refused.nationalId, 'refused Sharma']) expect(log).not.toContain(personal);
  });

  it('refuses a bad body with the contract\'s message, changing nothing', async () => {
    const apps = await three();
    const ids = apps.map((a) => a._id);
    const cases: [unknown, string][] = [
      [{ status: 'approved' }, M.bulkIdsInvalid],
      [{ ids: [], status: 'approved' }, M.bulkIdsInvalid],
      [{ ids: ids[0], status: 'approved' }, M.bulkIdsInvalid],
      [{ ids: [...ids, 'not-an-id'], status: 'approved' }, M.bulkIdsInvalid],
      [{ ids: [...ids, 42], status: 'approved' }, M.bulkIdsInvalid],
      [{ ids: Array.from({ length: BULK_STATUS_MAX + 1 }, (_, n) => n.toString(16).padStart(24, '0')), status: 'approved' }, M.bulkIdsInvalid],
      [{ ids, status: 'done' }, M.statusInvalid],
      [{ ids }, M.statusInvalid],
      [{ ids, status: 'rejected', reason: 'x'.repeat(501) }, M.statusReasonTooLong],
      [{ ids, status: 'rejected', reason: 7 }, M.statusReasonInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await bulk(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const id of ids) {
      expect(await shown(id)).toMatchObject({ isStatus: 'pending' });
      expect(await history(id)).toHaveLength(1);
    }
  });

  it('takes as many as a page shows', async () => {
    const ids = Array.from({ length: BULK_STATUS_MAX }, (_, n) => n.toString(16).padStart(24, '0'));
    const res = await bulk({ ids, status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json().failed).toHaveLength(BULK_STATUS_MAX);
  });

  it('asks who is calling first: 401 without a token, nothing changed', async () => {
    const [app] = await three() as [Application];
    const res = await bulk({ ids: [app._id], status: 'rejected' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH_MESSAGES.unauthorized);
    expect(await shown(app._id)).toMatchObject({ isStatus: 'pending' });
  });
});
