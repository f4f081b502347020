import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@visadesk/contract';
import { createApplication, type Headers } from '../application-helpers.ts';
import type { TestContext } from '../helpers.ts';
import { openMailDesk, readable, SENSITIVE } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';


/** An applicant's email arrives, through a real SMTP server, in the language kept with the application. */
describe('email to applicants in their own language', () => {
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

  it('an Indian applicant in Hindi: registered, then approved, each in Hindi', async () => {
    const application = await createApplication(t, headers, { currentN: 'India', phone: '9876543210', language: 'hi' });
    const [registered] = await sink.received(1);
    expect(registered?.parsed.subject).toBe('Maple Route Visas के साथ आपका वीज़ा आवेदन दर्ज हो गया है');
    const approve = await t.app.inject({ method: 'PUT', url: API.applications.approve(application._id), headers, payload: { reason: 'All documents verified.' } });
    expect(approve.statusCode).toBe(200);
    const [, approved] = await sink.received(2);
    expect(approved?.parsed.subject).toBe('आपका वीज़ा आवेदन मंज़ूर हो गया है');
    expect(approved?.parsed.text).toContain(`प्रिय ${application.givenN} ${application.surname} जी,`);
    expect(approved?.parsed.text).toContain('आपका वीज़ा आवेदन मंज़ूर हो गया है।');
    expect(approved?.parsed.text).toContain('कारण: All documents verified.');
    expect(approved?.parsed.html).toContain('<html lang="hi" dir="ltr">');
    for (const mail of [registered, approved]) for (const secret of SENSITIVE(application)) expect(readable(mail)).not.toContain(secret);
  });

  it('a Pakistani applicant in Urdu: the status email in Urdu, its HTML right to left', async () => {
    const application = await createApplication(t, headers, { currentN: 'Pakistan', phone: '3001234567', language: 'ur' });
    await sink.received(1);
    const reject = await t.app.inject({ method: 'PUT', url: API.applications.reject(application._id), headers, payload: { reason: 'The job offer was withdrawn.' } });
    expect(reject.statusCode).toBe(200);
    const [, rejected] = await sink.received(2);
    expect(rejected?.parsed.subject).toBe('آپ کی ویزا درخواست مسترد ہو گئی ہے');
    expect(rejected?.parsed.text).toContain('آپ کی ویزا درخواست مسترد ہو گئی ہے۔');
    // The reason as staff wrote it, isolated in its own direction; the agency's phone left to right (ADR 037).
    expect(rejected?.parsed.text).toContain('وجہ: \u2068The job offer was withdrawn.\u2069');
    expect(rejected?.parsed.text).toContain('\u2066+977 1 4412345\u2069');
    expect(rejected?.parsed.html).toContain('<span dir="ltr">+977 1 4412345</span>');
    expect(rejected?.parsed.html).toMatch(/<html lang="ur" dir="rtl">/);
    expect(rejected?.parsed.html).toContain('<div lang="ur" dir="rtl">');
    for (const secret of SENSITIVE(application)) expect(readable(rejected)).not.toContain(secret);
  });
});
