import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '@visadesk/contract';
import { outbox, passportExpiryDigests } from '../../src/db/schema.ts';
import { addJob } from '../../src/lib/job-queue.ts';
import { claimMessage, NOT_CONFIGURED, OUTBOX_SWEEP, queueMessage } from '../../src/mail/outbox.ts';
import { PASSPORT_EXPIRY_DIGEST } from '../../src/applications/passport-expiry-plugin.ts';
import { HOUSEKEEPING } from '../../src/maintenance/maintenance-plugin.ts';
import { newId } from '../../src/lib/ids.ts';
import { applicantFields, SAMPLE_PDF } from '../../src/seed/factories.ts';
import { multipartBody } from '../multipart.ts';
import { createApplication, uploadDocuments, type Headers } from '../application-helpers.ts';
import { buildTestApp, captureLogs, type TestContext } from '../helpers.ts';
import { FROM, minutesPass, useMailDesk } from './mail-desk.ts';

/** A message's delivery job (ADR 054), as graphile-worker keeps it. */
interface Job {
  task: string;
  runAt: Date;
  dueAt: Date;
}

/**
 * The background work on the job queue (graphile-worker, ADR 054): each message's delivery job is
 * written with it, in the write's own transaction, and follows it (hold, retry, sent); the scheduled
 * work runs as jobs too.
 */
describe('jobs on the kept queue', () => {
  const desk = useMailDesk();
  const { sink } = desk;
  let t: TestContext;
  let headers: Headers;
  beforeAll(() => {
    ({ t, headers } = desk);
  });

  /** The delivery jobs of an application's messages, with each message's due time. */
  const jobsOf = async (applicationId: string): Promise<Job[]> => {
    const result = await t.database.db.execute(sql`select j.task_identifier as task, j.run_at as "runAt", o.due_at as "dueAt"
      from graphile_worker.jobs j join outbox o on j.key = 'outbox:' || o.id
      where o.application_id = ${applicationId} and j.attempts < j.max_attempts order by o.created_at`);
    return (result as unknown as { rows: Job[] }).rows.map((row) => ({ ...row, runAt: new Date(row.runAt), dueAt: new Date(row.dueAt) }));
  };
  const rowsOf = (applicationId: string) => t.database.db.select().from(outbox).where(eq(outbox.applicationId, applicationId)).orderBy(outbox.createdAt);

  it('writes a message and its delivery job in one transaction: a write rolled back leaves neither', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    await t.app.jobs.stop();
    try {
      const id = newId();
      await expect(t.database.db.transaction(async (tx) => {
        await queueMessage(tx, { event: 'registered', applicationId: application._id, recipient: application.email, subject: 'Rolled back', text: 'x', html: 'x' });
        throw new Error(`the write of ${id} failed`);
      })).rejects.toThrow('failed');
      expect((await rowsOf(application._id)).map((row) => row.subject)).not.toContain('Rolled back');
      expect(await jobsOf(application._id)).toEqual([]);

      // A status change: its message and its job, due now, before any worker has looked.
      expect((await t.app.inject({ method: 'PUT', url: API.applications.approve(application._id), headers })).statusCode).toBe(200);
      const [job] = await jobsOf(application._id);
      expect(job?.task).toBe('send-email');
      expect(job?.runAt.getTime()).toBe(job?.dueAt.getTime());
    } finally {
      await t.app.jobs.start();
    }
    const [, approved] = await sink.received(2);
    expect(approved?.parsed.subject).toBe('Your visa application is approved');
    await t.app.jobs.idle();
    // Sent: its job is gone, and no other waits for it.
    expect(await jobsOf(application._id)).toEqual([]);
  });

  it('holds an upload notice’s job as long as the notice, and moves a failed attempt’s job to the retry', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    await t.app.jobs.idle();
    const pdf = { data: SAMPLE_PDF, name: 'job-letter.pdf' };
    expect((await uploadDocuments(t, headers, application._id, { file1: pdf })).statusCode).toBe(200);
    const [held] = await jobsOf(application._id);
    expect(held?.runAt.getTime()).toBe(held?.dueAt.getTime());
    expect(held!.runAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);

    await sink.stop();
    try {
      expect((await t.app.inject({ method: 'PUT', url: API.applications.reject(application._id), headers, payload: { reason: 'Withdrawn.' } })).statusCode).toBe(200);
      await t.app.jobs.idle();
      const rejected = (await rowsOf(application._id)).find((row) => row.event === 'rejected');
      expect(rejected).toMatchObject({ state: 'queued', attempts: 1 });
      // One job for it, at the retry a minute away (the message's own due time).
      const retry = (await jobsOf(application._id)).filter((job) => job.dueAt.getTime() === rejected!.dueAt.getTime());
      expect(retry).toHaveLength(1);
      expect(retry[0]!.runAt.getTime()).toBe(rejected!.dueAt.getTime());
      expect(retry[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    } finally {
      await sink.start();
    }
  });

  it('keeps a job at the end of each claim: a message whose sender died mid-send is sent once the claim lapses', async () => {
    await t.app.jobs.stop();
    let application;
    try {
      application = await createApplication(t, headers);
      const [row] = await rowsOf(application._id);
      // A worker that claimed the message and died before its answer.
      const claimed = await claimMessage(t.database.db, row!.id);
      expect(claimed).toMatchObject({ state: 'sending', attempts: 1 });
      const [job] = await jobsOf(application._id);
      expect(job?.runAt.getTime()).toBe(claimed!.dueAt.getTime());
      expect(job!.runAt.getTime() - Date.now()).toBeGreaterThan(290_000);
    } finally {
      await t.app.jobs.start();
    }
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(0);
    await minutesPass(t.database.db, application._id, 6);
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([application.email]);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(1);
    expect((await rowsOf(application._id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('gives a message whose job was lost (its instance stopped before claiming it) a new one within minutes', async () => {
    await t.app.jobs.stop();
    let application;
    try {
      application = await createApplication(t, headers);
      // Its job taken and held by an instance that died at once: graphile-worker would free it after four hours.
      await t.database.db.execute(sql`select graphile_worker.remove_job('outbox:' || id) from outbox where application_id = ${application._id}`);
      await t.database.db.update(outbox).set({ dueAt: sql`now() - interval '2 minutes'` }).where(eq(outbox.applicationId, application._id));
      expect(await jobsOf(application._id)).toEqual([]);
      await addJob(t.database.db, { task: OUTBOX_SWEEP, payload: {} });
    } finally {
      await t.app.jobs.start();
    }
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([application.email]);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(1);
  });

  it('starts its worker again when it stops by itself (the database went away as a job ended)', async () => {
    await (t.app.jobs as unknown as { runner: { kill: () => Promise<void> } }).runner.kill();
    const application = await createApplication(t, headers);
    const [mail] = await sink.received(1, 20_000);
    expect(mail?.to).toEqual([application.email]);
  });

  it('runs the housekeeping as a job: email kept past its time is removed', async () => {
    const id = newId();
    const longAgo = new Date(Date.now() - 400 * 24 * 3_600_000);
    await t.database.db.insert(outbox).values({ id, event: 'registered', recipient: 'old@example.com', subject: 'Old', textBody: '', htmlBody: '', state: 'sent', sentAt: longAgo });
    await addJob(t.database.db, { task: HOUSEKEEPING, payload: {} });
    await t.app.jobs.idle();
    expect(await t.database.db.select().from(outbox).where(eq(outbox.id, id))).toEqual([]);
  });

  it('looks at the digest of expiring passports as a job when an instance starts, and keeps the schedules', async () => {
    const today = t.app.passportExpiry.wallClock().day;
    await t.database.db.delete(passportExpiryDigests).where(eq(passportExpiryDigests.day, today));
    const settings = (await t.app.inject({ url: API.settings, headers })).json() as Record<string, unknown>;
    expect((await t.app.inject({ method: 'PUT', url: API.settings, headers, payload: { ...settings, digestHour: 0 } })).statusCode).toBe(200);
    // Another instance starts past the hour: its first look, a job, records the day's digest.
    await t.app.jobs.stop();
    const other = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: t.database });
    try {
      await other.app.jobs.idle();
      expect(await t.database.db.select({ day: passportExpiryDigests.day }).from(passportExpiryDigests).where(eq(passportExpiryDigests.day, today))).toEqual([{ day: today }]);
    } finally {
      await other.app.close();
      await t.app.jobs.start();
    }
    // The schedules the queue keeps, each run by one instance per tick.
    const known = await t.database.db.execute(sql`select identifier from graphile_worker._private_known_crontabs order by identifier`);
    expect((known as unknown as { rows: { identifier: string }[] }).rows.map((row) => row.identifier)).toEqual([HOUSEKEEPING, OUTBOX_SWEEP, PASSPORT_EXPIRY_DIGEST]);
  });
});

describe("a job's failure in the log", () => {
  it('is logged as an error, without the failed query’s parameters (an address, a name)', async () => {
    const log = captureLogs();
    const failing = await buildTestApp({}, {
      logger: log.logger('info'),
      beforeReady: (app) => app.jobs.define('fails', async () => {
        await app.db.execute(sql`select ${'worker.secret@example.com'}::int`);
      }),
    });
    try {
      await addJob(failing.database.db, { task: 'fails', payload: {} });
      const until = Date.now() + 10_000;
      while (!log.lines.some((line) => line.includes('Failed task')) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      const failed = log.lines.filter((line) => line.includes('Failed task')).map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(failed.length).toBeGreaterThan(0);
      expect(failed[0]?.level).toBe(50);
      expect(failed[0]?.msg).toContain('Failed query: select $1::int');
      expect(log.lines.join('\n')).not.toContain('params');
      expect(log.lines.join('\n')).not.toContain('worker.secret@example.com');
    } finally {
      await failing.close();
    }
  });
});

describe('a desk without SMTP_URL', () => {
  it('says why a message released by a new address waits', async () => {
    const unconfigured = await buildTestApp();
    try {
      const { headers } = await unconfigured.loginAs('superadmin');
      const worker = await createApplication(unconfigured, headers, { email: '', surname: '', givenN: 'Suman' });
      const body = await multipartBody(applicantFields({ passport: worker.passport, surname: '', givenN: 'Suman', email: 'suman@example.com' }), {});
      const saved = await unconfigured.app.inject({ method: 'PUT', url: API.applications.update(worker._id), payload: body.payload, headers: { ...headers, ...body.headers } });
      expect(saved.statusCode, saved.body).toBe(200);
      const rows = await unconfigured.database.db.select().from(outbox).where(eq(outbox.applicationId, worker._id));
      expect(rows.map((row) => [row.state, row.lastError])).toEqual([['queued', NOT_CONFIGURED]]);
    } finally {
      await unconfigured.close();
    }
  });
});
