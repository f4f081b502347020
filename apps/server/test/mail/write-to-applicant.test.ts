import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, MAIL_MESSAGES, STAFF_MESSAGE_SUBJECT_MAX, STAFF_MESSAGE_TEXT_MAX, type ApplicationMessages, type HistoryEntry } from '@visadesk/contract';
import { applications } from '../../src/db/schema.ts';
import { createApplication, type Headers } from '../application-helpers.ts';
import type { TestContext } from '../helpers.ts';
import { openMailDesk, SENSITIVE } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';

const SUBJECT = 'Your medical appointment';
const TEXT = 'Please come to the clinic on Monday at 10:00.\nBring your passport photos.\n\nAsk for <b>Dr. Rai</b> & wait.';

/** Staff write to an applicant: through the outbox, on the desk's list, in the history. */
describe('write to the applicant', () => {
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

  const write = (id: string, payload: unknown) => t.app.inject({ method: 'POST', url: API.applicationMessages(id), headers, payload: payload as object });
  const registered = async (overrides: Record<string, string> = {}) => {
    const application = await createApplication(t, headers, overrides);
    if (application.email) await sink.received(1);
    await t.app.jobs.idle();
    sink.messages.length = 0;
    return application;
  };

  it('sends the subject and text as written, escaped in the HTML with its line breaks, and lists it and records it', async () => {
    const application = await registered();
    const answer = await write(application._id, { subject: `  ${SUBJECT} `, text: TEXT });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ event: 'message', subject: SUBJECT, recipient: application.email, state: 'queued', attempts: 0 });

    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([application.email]);
    expect(mail?.parsed.subject).toBe(SUBJECT);
    expect(mail?.parsed.text).toContain(`Dear ${application.givenN} ${application.surname},\n\nPlease come to the clinic on Monday at 10:00.\nBring your passport photos.\n\nAsk for <b>Dr. Rai</b> & wait.\n\n`);
    expect(mail?.parsed.text).toContain('Kind regards,\nMaple Route Visas');
    expect(mail?.parsed.text).not.toContain('sent automatically');
    expect(mail?.parsed.html).toContain('<p>Please come to the clinic on Monday at 10:00.<br>Bring your passport photos.</p><p>Ask for &lt;b&gt;Dr. Rai&lt;/b&gt; &amp; wait.</p>');
    expect(mail?.parsed.html).not.toContain('<b>');
    for (const secret of SENSITIVE(application)) expect(mail?.raw).not.toContain(secret);

    await t.app.jobs.idle();
    const listed = (await t.app.inject({ url: API.applicationMessages(application._id), headers })).json() as ApplicationMessages;
    expect(listed.messages[0]).toMatchObject({ event: 'message', subject: SUBJECT, state: 'sent' });
    const history = (await t.app.inject({ url: API.applicationHistory(application._id), headers })).json() as HistoryEntry[];
    expect(history[0]).toMatchObject({ action: 'message', detail: `Email to the applicant: ${SUBJECT}` });
    expect(history[0]?.actorName).toBeTruthy();

    // Send again, as for any message.
    const again = await t.app.inject({ method: 'POST', url: API.resendMessage(application._id, listed.messages[0]?._id ?? ''), headers });
    expect(again.statusCode).toBe(201);
    const [, copy] = await sink.received(2);
    expect(copy?.parsed.subject).toBe(SUBJECT);
  });

  it("frames the staff's words in the applicant's language", async () => {
    const application = await registered({ language: 'ur' });
    expect((await write(application._id, { subject: 'Medical', text: 'Monday, 10:00' })).statusCode).toBe(201);
    const [mail] = await sink.received(1);
    expect(mail?.parsed.html).toContain('lang="ur" dir="rtl"');
    expect(mail?.parsed.text).toContain('\u200fMonday, 10:00');
    expect(mail?.parsed.text).not.toContain('Kind regards');
  });

  it.each<[string, unknown, string, string]>([
    ['no subject', { subject: '   ', text: 'Hello' }, 'subject', MAIL_MESSAGES.subjectRequired],
    ['a subject too long', { subject: 'x'.repeat(STAFF_MESSAGE_SUBJECT_MAX + 1), text: 'Hello' }, 'subject', MAIL_MESSAGES.subjectTooLong],
    ['a subject on two lines', { subject: 'Hello\r\nBcc: victim@example.com', text: 'Hello' }, 'subject', MAIL_MESSAGES.subjectOneLine],
    ['no text', { subject: 'Hello', text: '\n\n' }, 'text', MAIL_MESSAGES.textRequired],
    ['a text too long', { subject: 'Hello', text: 'x'.repeat(STAFF_MESSAGE_TEXT_MAX + 1) }, 'text', MAIL_MESSAGES.textTooLong],
    ['a text that is not text', { subject: 'Hello', text: 42 }, 'text', MAIL_MESSAGES.textRequired],
  ])('refuses %s in clear words, and sends and records nothing', async (_case, payload, field, message) => {
    const application = await registered();
    const answer = await write(application._id, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toMatchObject({ [field]: message });
    const listed = (await t.app.inject({ url: API.applicationMessages(application._id), headers })).json() as ApplicationMessages;
    expect(listed.messages.map((m) => m.event)).toEqual(['registered']);
    const history = (await t.app.inject({ url: API.applicationHistory(application._id), headers })).json() as HistoryEntry[];
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  it('says the application has no email address, and writes nothing', async () => {
    const application = await registered();
    // The form may leave the address empty (a worker without one); the row as such a form leaves it.
    await t.database.db.update(applications).set({ email: '' }).where(eq(applications.id, application._id));
    const answer = await write(application._id, { subject: 'Hello', text: 'Hello' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MAIL_MESSAGES.noEmailAddress);
    const history = (await t.app.inject({ url: API.applicationHistory(application._id), headers })).json() as HistoryEntry[];
    expect(history.map((h) => h.action)).toEqual(['created']);
  });

  it('answers 404 for an application that does not exist', async () => {
    expect((await write('0123456789abcdef01234567', { subject: 'Hello', text: 'Hello' })).statusCode).toBe(404);
  });
});
