import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, DEFAULT_NEXT_STEPS, MAIL_MESSAGES, type ApplicationMessages } from '@visadesk/contract';
import { applications, outbox } from '../../src/db/schema.ts';
import { MAX_ATTEMPTS, NOT_CONFIGURED } from '../../src/mail/outbox.ts';
import { applicantFields, SAMPLE_PDF } from '../../src/seed/factories.ts';
import { addExtraDocument, createApplication, uploadDocuments, type Headers } from '../application-helpers.ts';
import { buildTestApp, createTestDatabase, type TestContext } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';
import { FROM, minutesPass, openMailDesk, readable, SENSITIVE } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';


/** The applicant hears of each real event by email, through the outbox, from a real SMTP server. */
describe('email to applicants', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let headers: Headers;

  beforeAll(async () => {
    await sink.start();
    ({ t, headers } = await openMailDesk(sink));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const rows = (applicationId: string) => t.database.db.select().from(outbox).where(eq(outbox.applicationId, applicationId)).orderBy(outbox.createdAt);
  const approve = (id: string, reason?: string) =>
    t.app.inject({ method: 'PUT', url: API.applications.approve(id), headers, ...(reason === undefined ? {} : { payload: { reason } }) });

  it('tells a new applicant they are registered, with their reference and how to check the status', async () => {
    const application = await createApplication(t, headers);
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([application.email]);
    expect(mail?.parsed.from?.text).toBe('"Maple Route Visas" <desk@maple-route.example>');
    expect(mail?.parsed.subject).toBe('Your visa application with Maple Route Visas is registered');
    expect(mail?.parsed.text).toContain(`Dear ${application.givenN} ${application.surname},`);
    expect(mail?.parsed.text).toContain(`Your reference is ${application._id}.`);
    expect(mail?.parsed.text).toContain('https://visas.maple-route.example/enquiry');
    expect(mail?.parsed.html).toContain('<a href="https://visas.maple-route.example/enquiry">');
    expect(mail?.parsed.text).toContain('Phone: +977 1 4412345 · Email: desk@maple-route.example');
    expect(mail?.parsed.messageId).toMatch(/^<outbox\.[\w-]+@maple-route\.example>$/);
    expect(mail?.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail?.parsed.attachments).toEqual([]);
    for (const secret of SENSITIVE(application)) expect(readable(mail)).not.toContain(secret);
    expect((await rows(application._id)).map((r) => [r.event, r.state, r.attempts])).toEqual([['registered', 'sent', 1]]);
  });

  it('sends exactly one message per status change, with the reason and the next step, and none for a repeat', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    expect((await approve(application._id, 'All documents verified.')).statusCode).toBe(200);
    expect((await approve(application._id, 'All documents verified.')).statusCode).toBe(200);
    const reject = await t.app.inject({ method: 'PUT', url: API.applications.reject(application._id), headers, payload: { reason: 'The job offer was withdrawn.' } });
    expect(reject.statusCode).toBe(200);
    const [, approved, rejected] = await sink.received(3);
    expect(approved?.parsed.subject).toBe('Your visa application is approved');
    expect(approved?.parsed.text).toContain('Reason: All documents verified.');
    expect(approved?.parsed.text).toContain(DEFAULT_NEXT_STEPS.approved.en);
    expect(rejected?.parsed.subject).toBe('Your visa application was not approved');
    expect(rejected?.parsed.text).toContain('Reason: The job offer was withdrawn.');
    for (const mail of [approved, rejected]) for (const secret of SENSITIVE(application)) expect(readable(mail)).not.toContain(secret);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(3);
    expect((await rows(application._id)).map((r) => r.event)).toEqual(['registered', 'approved', 'rejected']);
  });

  it('sends one message per upload, naming the documents and attaching none', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    const pdf = { data: SAMPLE_PDF, name: 'job-letter.pdf' };
    expect((await uploadDocuments(t, headers, application._id, { file1: pdf, file9: pdf })).statusCode).toBe(200);
    // An upload notice waits ten minutes for more uploads (upload-notices.test.ts).
    await minutesPass(t.database.db, application._id, 10);
    await t.app.scheduleDeliveries();
    const [, documents] = await sink.received(2);
    expect(documents?.parsed.subject).toBe('We have added documents to your visa application');
    expect(documents?.parsed.text).toContain('We have added to your application: Job Letter 1, Visa.');
    expect(documents?.parsed.attachments).toEqual([]);
    expect(documents?.raw).not.toContain('job-letter.pdf');
  });

  it('tells the applicant of an extra document by its label', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    const added = await addExtraDocument(t, headers, application._id, 'Medical report', { data: SAMPLE_PDF, name: 'medical.pdf' });
    expect(added.statusCode).toBe(201);
    await minutesPass(t.database.db, application._id, 10);
    await t.app.scheduleDeliveries();
    const [, documents] = await sink.received(2);
    expect(documents?.parsed.text).toContain('We have added to your application: Medical report.');
    expect(documents?.parsed.attachments).toEqual([]);
  });

  it('sends a message again to the address the application has now', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    await t.app.jobs.idle();
    const [registered] = await rows(application._id);
    const corrected = `corrected.${application.email}`;
    await t.database.db.update(applications).set({ email: corrected }).where(eq(applications.id, application._id));
    expect((await t.app.inject({ method: 'POST', url: API.resendMessage(application._id, registered?.id ?? ''), headers })).statusCode).toBe(201);
    const [, again] = await sink.received(2);
    expect(again?.to).toEqual([corrected]);
  });

  /** The desk's list of an application's email. */
  const desk = async (id: string) => (await t.app.inject({ url: API.applicationMessages(id), headers })).json() as ApplicationMessages;

  // A worker registered without an email address: their messages wait (neither sent, failed nor
  // dropped), the desk says why and still offers WhatsApp, and they go, in order, once one is saved.
  it('keeps the messages to an applicant with no address waiting, offers WhatsApp, and sends them once an address is saved', async () => {
    const worker = await createApplication(t, headers, { email: '', surname: '', givenN: 'Suman' });
    expect((await t.app.inject({ method: 'PUT', url: API.applications.reject(worker._id), headers, payload: { reason: 'The LMIA was withdrawn.' } })).statusCode).toBe(200);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(0);

    const waiting = await desk(worker._id);
    expect(waiting.messages.map((m) => [m.event, m.state, m.recipient, m.lastError, m.attempts])).toEqual([
      ['rejected', 'waiting', '', 'no email address yet', 0],
      ['registered', 'waiting', '', 'no email address yet', 0],
    ]);
    expect(waiting.whatsApp?.url).toMatch(/^https:\/\/wa\.me\/977\d+\?text=/);

    const body = await multipartBody(applicantFields({ passport: worker.passport, surname: '', givenN: 'Suman', email: 'Suman.Worker@Example.com' }), {});
    const saved = await t.app.inject({ method: 'PUT', url: API.applications.update(worker._id), payload: body.payload, headers: { ...headers, ...body.headers } });
    expect(saved.statusCode, saved.body).toBe(200);

    const [registered, rejected] = await sink.received(2);
    expect(registered?.to).toEqual(['suman.worker@example.com']);
    expect(registered?.parsed.subject).toBe('Your visa application with Maple Route Visas is registered');
    expect(registered?.parsed.text).toContain('Dear Suman,');
    expect(rejected?.parsed.subject).toBe('Your visa application was not approved');
    expect(rejected?.parsed.text).toContain('Reason: The LMIA was withdrawn.');
    await t.app.jobs.idle();
    expect((await desk(worker._id)).messages.map((m) => [m.state, m.recipient, m.lastError])).toEqual([
      ['sent', 'suman.worker@example.com', ''],
      ['sent', 'suman.worker@example.com', ''],
    ]);
  });

  it('sends nothing for a change that fails', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]?.n;
    expect((await approve('0123456789abcdef01234567')).statusCode).toBe(404);
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outbox))[0]?.n).toBe(before);
  });

  it('keeps a message through an SMTP outage and delivers it once the server is back', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    await sink.stop();
    expect((await approve(application._id)).statusCode).toBe(200);
    await t.app.jobs.idle();
    const [, waiting] = await rows(application._id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/);
    // The next attempt is a minute away: the staff's request did not wait for it.
    expect(waiting!.dueAt.getTime() - Date.now()).toBeGreaterThan(50_000);

    await sink.start();
    await t.database.db.update(outbox).set({ dueAt: new Date() }).where(eq(outbox.id, waiting!.id));
    await t.app.scheduleDeliveries();
    const [, delivered] = await sink.received(2);
    expect(delivered?.parsed.subject).toBe('Your visa application is approved');
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(2);
    expect((await rows(application._id))[1]).toMatchObject({ state: 'sent', attempts: 2, lastError: '' });
  });

  it('lists the messages on the desk, newest first, and sends one again as a new message', async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    expect((await approve(application._id, 'Visa stamped.')).statusCode).toBe(200);
    await sink.received(2);
    await t.app.jobs.idle();
    const listed = await t.app.inject({ url: API.applicationMessages(application._id), headers });
    expect(listed.statusCode).toBe(200);
    const { mailConfigured, messages } = listed.json() as ApplicationMessages;
    expect(mailConfigured).toBe(true);
    expect(messages.map((m) => [m.event, m.subject, m.state, m.recipient])).toEqual([
      ['approved', 'Your visa application is approved', 'sent', application.email],
      ['registered', 'Your visa application with Maple Route Visas is registered', 'sent', application.email],
    ]);
    expect(messages[0]?.sentAt).toEqual(expect.any(String));

    const resent = await t.app.inject({ method: 'POST', url: API.resendMessage(application._id, messages[0]?._id ?? ''), headers });
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ event: 'approved', state: 'queued', attempts: 0 });
    const [first, , again] = await sink.received(3);
    expect(again?.parsed.subject).toBe('Your visa application is approved');
    expect(again?.parsed.text).toContain('Reason: Visa stamped.');
    expect(again?.parsed.messageId).not.toBe(first?.parsed.messageId);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(3);
  });

  it("refuses to resend a message that is not the application's, in our words", async () => {
    const mine = await createApplication(t, headers);
    const other = await createApplication(t, headers);
    await sink.received(2);
    const [othersMessage] = await rows(other._id);
    const resend = (id: string, messageId: string) => t.app.inject({ method: 'POST', url: API.resendMessage(id, messageId), headers });
    const foreign = await resend(mine._id, othersMessage?.id ?? '');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MAIL_MESSAGES.messageNotFound);
    const badId = await resend(mine._id, 'not-an-id');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json())).toContain(MAIL_MESSAGES.messageIdInvalid);
    expect((await resend('0123456789abcdef01234567', othersMessage?.id ?? '')).statusCode).toBe(404);
    expect(await rows(mine._id)).toHaveLength(1);
    expect(await rows(other._id)).toHaveLength(1);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts`, async () => {
    const application = await createApplication(t, headers);
    await sink.received(1);
    await sink.stop();
    try {
      expect((await approve(application._id)).statusCode).toBe(200);
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
        await t.app.jobs.idle();
        await t.database.db.update(outbox).set({ dueAt: new Date() }).where(eq(outbox.applicationId, application._id));
        await t.app.scheduleDeliveries();
      }
      await t.app.jobs.idle();
      expect((await rows(application._id))[1]).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS });
    } finally {
      await sink.start();
    }
  });
});

describe('email across restarts and instances', () => {
  const sink = new SmtpSink();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    await sink.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
    await sink.stop();
  });
  afterEach(() => {
    sink.messages.length = 0;
  });

  it('keeps messages queued with the reason while mail is not configured, and sends them once it is', async () => {
    const unconfigured = await buildTestApp({}, { database: database.handle });
    const headers = (await unconfigured.loginAs('superadmin')).headers;
    const application = await createApplication(unconfigured, headers);
    await unconfigured.app.jobs.idle();
    const [queued] = await database.handle.db.select().from(outbox).where(eq(outbox.applicationId, application._id));
    expect(queued).toMatchObject({ state: 'queued', attempts: 0, lastError: NOT_CONFIGURED });
    const listed = (await unconfigured.app.inject({ url: API.applicationMessages(application._id), headers })).json() as ApplicationMessages;
    expect(listed.mailConfigured).toBe(false);
    expect(listed.messages.map((m) => [m.state, m.lastError])).toEqual([['queued', NOT_CONFIGURED]]);
    await unconfigured.app.close();

    // The next start has SMTP: the message written before it goes out, once.
    const configured = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    try {
      const [mail] = await sink.received(1);
      expect(mail?.to).toEqual([application.email]);
      await configured.app.jobs.idle();
      expect(sink.messages).toHaveLength(1);
    } finally {
      await configured.app.close();
    }
  });

  it('sends a message whose sender stopped mid-way (a crash) once its claim lapses', async () => {
    const t = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    try {
      await t.app.jobs.stop();
      const headers = (await t.loginAs('superadmin')).headers;
      const application = await createApplication(t, headers);
      // What a crash after claiming leaves: a message marked sending, its claim running.
      const claimedUntil = new Date(Date.now() + 300_000);
      await database.handle.db.update(outbox).set({ state: 'sending', attempts: 1, dueAt: claimedUntil }).where(eq(outbox.applicationId, application._id));
      await t.app.jobs.start();
      await t.app.jobs.idle();
      expect(sink.messages).toHaveLength(0);
      await database.handle.db.update(outbox).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(outbox.applicationId, application._id));
      await t.app.scheduleDeliveries();
      const [mail] = await sink.received(1);
      expect(mail?.to).toEqual([application.email]);
    } finally {
      await t.close();
    }
  });

  it('gives a message written without its delivery job (by an earlier release, or restored) one at the next start, and sends it once', async () => {
    const first = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    const headers = (await first.loginAs('superadmin')).headers;
    await first.app.jobs.stop();
    const application = await createApplication(first, headers);
    await first.app.close();
    // What an earlier release (or a restore) leaves: the message, and no job for it.
    await database.handle.db.execute(sql`select graphile_worker.remove_job('outbox:' || id) from outbox where application_id = ${application._id}`);

    const next = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    try {
      const [mail] = await sink.received(1);
      expect(mail?.to).toEqual([application.email]);
      await next.app.jobs.idle();
      expect(sink.messages).toHaveLength(1);
    } finally {
      await next.app.close();
    }
  });

  it('has each message sent by exactly one of two instances', async () => {
    const first = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    const second = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    try {
      await first.app.jobs.stop();
      await second.app.jobs.stop();
      const headers = (await first.loginAs('superadmin')).headers;
      const created = [];
      for (let i = 0; i < 12; i += 1) created.push(await createApplication(first, headers));
      await first.app.jobs.start();
      await second.app.jobs.start();
      await sink.received(12);
      await Promise.all([first.app.jobs.idle(), second.app.jobs.idle()]);
      expect(sink.messages).toHaveLength(12);
      expect(new Set(sink.messages.map((m) => m.parsed.messageId)).size).toBe(12);
      expect(new Set(sink.messages.flatMap((m) => m.to))).toEqual(new Set(created.map((a) => a.email)));
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});
