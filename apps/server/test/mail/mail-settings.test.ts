import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, MAIL_MESSAGES, SETTINGS_MESSAGES, type Settings } from '@visadesk/contract';
import { SAMPLE_PDF } from '../../src/seed/factories.ts';
import { createApplication, uploadDocuments, type Headers } from '../application-helpers.ts';
import { buildTestApp, type TestContext } from '../helpers.ts';
import { SmtpSink } from './smtp-sink.ts';

const FROM = 'desk@maple-route.example';

/** The super admin decides which events email applicants, who they come from, and tests the server. */
describe('email settings', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let headers: Headers;
  let superAdminEmail: string;

  beforeAll(async () => {
    await sink.start();
    t = await buildTestApp({ mail: { smtpUrl: sink.url, from: FROM } });
    const signedIn = await t.loginAs('superadmin');
    headers = signedIn.headers;
    superAdminEmail = signedIn.user.email;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const save = (mail: Settings['mail']) =>
    t.app.inject({ method: 'PUT', url: API.settings, headers, payload: { ...DEFAULT_SETTINGS, email: 'office@maple-route.example', mail } });
  const testEmail = () => t.app.inject({ method: 'POST', url: API.testEmail, headers });

  it('sends under the sender name, with replies to the address Settings give', async () => {
    expect((await save({ senderName: 'Maple Route Visas', replyTo: 'cases@maple-route.example', events: DEFAULT_SETTINGS.mail.events })).statusCode).toBe(200);
    await createApplication(t, headers);
    const [mail] = await sink.received(1);
    expect(mail?.parsed.from?.text).toBe('"Maple Route Visas" <desk@maple-route.example>');
    expect(mail?.parsed.replyTo?.text).toBe('cases@maple-route.example');
  });

  it("replies go to the consultancy's email when no reply-to address is set", async () => {
    expect((await save({ ...DEFAULT_SETTINGS.mail, senderName: '' })).statusCode).toBe(200);
    await createApplication(t, headers);
    const [mail] = await sink.received(1);
    expect(mail?.parsed.from?.text).toBe(FROM);
    expect(mail?.parsed.replyTo?.text).toBe('office@maple-route.example');
  });

  it('sends nothing for the events the super admin turned off', async () => {
    expect((await save({ ...DEFAULT_SETTINGS.mail, events: { registered: false, status: true, documents: false } })).statusCode).toBe(200);
    const application = await createApplication(t, headers);
    expect((await uploadDocuments(t, headers, application._id, { file1: { data: SAMPLE_PDF, name: 'a.pdf' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: API.applications.approve(application._id), headers })).statusCode).toBe(200);
    const [only] = await sink.received(1);
    expect(only?.parsed.subject).toBe('Your visa application is approved');
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(1);
    const listed = (await t.app.inject({ url: API.applicationMessages(application._id), headers })).json();
    expect(listed.messages.map((m: { event: string }) => m.event)).toEqual(['approved']);
  });

  it('refuses a sender name or reply-to address that would break the header, in our words', async () => {
    for (const [mail, message] of [
      [{ ...DEFAULT_SETTINGS.mail, senderName: 'Maple "Route" <x@y.z>' }, SETTINGS_MESSAGES.senderName],
      // A trailing backslash would escape the closing quote of "Name" <address>.
      [{ ...DEFAULT_SETTINGS.mail, senderName: 'Maple Route\\' }, SETTINGS_MESSAGES.senderName],
      [{ ...DEFAULT_SETTINGS.mail, replyTo: 'cases at maple-route' }, SETTINGS_MESSAGES.replyTo],
      [{ ...DEFAULT_SETTINGS.mail, events: { registered: 'yes' } }, SETTINGS_MESSAGES.mailEvents],
    ] as const) {
      const res = await save(mail as Settings['mail']);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it("sends a test email to the super admin and reports the mail server's answer", async () => {
    const res = await testEmail();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: SETTINGS_MESSAGES.testEmailSent, to: superAdminEmail, response: expect.stringMatching(/^250/) });
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([superAdminEmail]);
    expect(mail?.parsed.subject).toBe(`Test email from ${DEFAULT_SETTINGS.consultancyName}`);
  });

  it('says what the mail server answered when it is down', async () => {
    await sink.stop();
    try {
      const res = await testEmail();
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(new RegExp(`^${SETTINGS_MESSAGES.testEmailRefused} .*ECONNREFUSED`));
    } finally {
      await sink.start();
    }
  });

  it('is for the super admin only', async () => {
    const admin = await t.loginAs('admin');
    expect((await t.app.inject({ method: 'POST', url: API.testEmail, headers: admin.headers })).statusCode).toBe(403);
  });
});

describe('the test email without SMTP_URL', () => {
  it('says that email is not set up', async () => {
    const t = await buildTestApp();
    try {
      const { headers } = await t.loginAs('superadmin');
      const res = await t.app.inject({ method: 'POST', url: API.testEmail, headers });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MAIL_MESSAGES.notConfigured);
    } finally {
      await t.close();
    }
  });
});
