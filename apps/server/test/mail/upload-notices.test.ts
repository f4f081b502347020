import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, type ApplicationMessages } from '@visadesk/contract';
import { outbox } from '../../src/db/schema.ts';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { addExtraDocument, createApplication, uploadDocuments, type Headers } from '../application-helpers.ts';
import { buildTestApp, createTestDatabase, type TestContext } from '../helpers.ts';
import { FROM, minutesPass, openMailDesk } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';

const pdf = { data: SAMPLE_PDF, name: 'scan.pdf' };
const ADDED = 'We have added to your application:';

/** Three uploads within a minute sent three emails; uploads within ten minutes now go as one. */
describe('one email per burst of uploads', () => {
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

  /** A new applicant whose registration email has arrived. */
  const registered = async (overrides: Record<string, string> = {}) => {
    const application = await createApplication(t, headers, overrides);
    await sink.received(1);
    await t.app.jobs.idle();
    sink.messages.length = 0;
    return application;
  };
  const upload = async (id: string, files: Record<string, typeof pdf>) => expect((await uploadDocuments(t, headers, id, files)).statusCode).toBe(200);
  const minutesLater = async (id: string, minutes: number) => {
    await minutesPass(t.database.db, id, minutes);
    await t.app.scheduleDeliveries();
    await t.app.jobs.idle();
  };
  const documentLines = () => sink.messages.map((m) => m.parsed.text?.split('\n').find((line) => line.startsWith(ADDED)));

  it('sends three uploads within a minute as one email naming each document, and an upload 11 minutes later as a new one', async () => {
    const application = await registered();
    await upload(application._id, { file1: pdf });
    expect((await addExtraDocument(t, headers, application._id, 'Medical report', pdf)).statusCode).toBe(201);
    await upload(application._id, { file9: pdf, file10: pdf });
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(0);

    // The desk shows the one message waiting, and until when.
    const listed = (await t.app.inject({ url: API.applicationMessages(application._id), headers })).json() as ApplicationMessages;
    const waiting = listed.messages.filter((m) => m.event === 'documents');
    expect(waiting.map((m) => [m.state, m.subject])).toEqual([['queued', 'We have added documents to your visa application']]);
    const waitsFor = Date.parse(waiting[0]?.dueAt ?? '') - Date.now();
    expect(waitsFor).toBeGreaterThan(9 * 60_000);
    expect(waitsFor).toBeLessThanOrEqual(10 * 60_000);

    await minutesLater(application._id, 9);
    expect(sink.messages).toHaveLength(0);
    await minutesLater(application._id, 1);
    const [burst] = await sink.received(1);
    expect(burst?.parsed.subject).toBe('We have added documents to your visa application');
    expect(documentLines()).toEqual([`${ADDED} Job Letter 1, Medical report, Visa, Visa Form.`]);
    expect(String(burst?.parsed.html).replace(/<[^>]+>/g, '')).toContain(`${ADDED} Job Letter 1, Medical report, Visa, Visa Form.`);

    await minutesLater(application._id, 11);
    await upload(application._id, { file11: pdf });
    await minutesLater(application._id, 10);
    await sink.received(2);
    expect(documentLines()).toEqual([`${ADDED} Job Letter 1, Medical report, Visa, Visa Form.`, `${ADDED} Work Permit.`]);
  });

  it('starts a new email for an upload after the first hold ended, even before that email went', async () => {
    const application = await registered();
    await t.app.jobs.stop();
    try {
      await upload(application._id, { file1: pdf });
      await minutesPass(t.database.db, application._id, 11);
      await upload(application._id, { file2: pdf });
    } finally {
      await t.app.jobs.start();
    }
    await sink.received(1);
    await minutesLater(application._id, 10);
    await sink.received(2);
    expect(documentLines()).toEqual([`${ADDED} Job Letter 1.`, `${ADDED} Job Letter 2.`]);
  });

  it('names a document uploaded twice within the hold once', async () => {
    const application = await registered();
    await upload(application._id, { file1: pdf });
    await upload(application._id, { file1: pdf, file5: pdf });
    await minutesLater(application._id, 10);
    await sink.received(1);
    expect(documentLines()).toEqual([`${ADDED} Job Letter 1, Lmias 1.`]);
  });

  it("writes the gathered email in the applicant's language", async () => {
    const application = await registered({ language: 'hi' });
    await upload(application._id, { file9: pdf });
    await upload(application._id, { file11: pdf });
    await minutesLater(application._id, 10);
    const [mail] = await sink.received(1);
    expect(mail?.parsed.subject).toBe('हमने आपके वीज़ा आवेदन में दस्तावेज़ जोड़े हैं');
    expect(mail?.parsed.text).toContain('हमने आपके आवेदन में ये जोड़े हैं: वीज़ा, वर्क परमिट।');
    expect(mail?.parsed.html).toContain('lang="hi"');
  });

  it('sends nothing when the upload fails', async () => {
    const application = await registered();
    const refused = await uploadDocuments(t, headers, application._id, { file1: { data: Buffer.from('not a document'), name: 'x.pdf' } });
    expect(refused.statusCode).toBe(400);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.applicationId, application._id));
    expect(rows.map((r) => r.event)).toEqual(['registered']);
  });
});

describe('uploads to one applicant on two instances at once', () => {
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

  it('folds them into one email naming both documents', async () => {
    const first = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    const second = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } }, { database: database.handle });
    try {
      const headers = (await first.loginAs('superadmin')).headers;
      const secondHeaders = (await second.loginAs('admin')).headers;
      const application = await createApplication(first, headers);
      await sink.received(1);
      const uploads = await Promise.all([
        uploadDocuments(first, headers, application._id, { file1: pdf }),
        uploadDocuments(second, secondHeaders, application._id, { file9: pdf }),
        uploadDocuments(first, headers, application._id, { file12: pdf }),
      ]);
      expect(uploads.map((u) => u.statusCode)).toEqual([200, 200, 200]);
      const notices = await database.handle.db.select().from(outbox).where(eq(outbox.event, 'documents'));
      expect(notices).toHaveLength(1);
      // Each label kept with every language's version, so the rewrite names it in the applicant's.
      const english = (notices[0]?.documentLabels ?? []).map((kept) => (JSON.parse(kept) as { en: string }).en);
      expect(new Set(english)).toEqual(new Set(['Job Letter 1', 'Visa', 'Air Tickets']));
      await minutesPass(database.handle.db, application._id, 10);
      await first.app.scheduleDeliveries();
      await second.app.scheduleDeliveries();
      const [, mail] = await sink.received(2);
      await Promise.all([first.app.jobs.idle(), second.app.jobs.idle()]);
      expect(sink.messages).toHaveLength(2);
      for (const label of ['Job Letter 1', 'Visa', 'Air Tickets']) expect(mail?.parsed.text).toContain(label);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });
});
