import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, LEDGER_MESSAGES as M, type Application, type EnquiryResponse, type Ledger, type LedgerEntryInput } from '@visadesk/contract';
import { createApplication, type Headers } from '../application-helpers.ts';
import type { TestContext } from '../helpers.ts';
import { openMailDesk, readable, SENSITIVE } from './mail-desk.ts';
import { SmtpSink } from './smtp-sink.ts';

const visible = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** A payment's receipt (ADR 051): its page for staff and for the applicant holding the copy, and the same receipt by email. */
describe('receipts', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let headers: Headers;

  beforeAll(async () => {
    await sink.start();
    ({ t, headers } = await openMailDesk(sink));
    const settings = { ...DEFAULT_SETTINGS, consultancyName: 'Maple Route Visas', phone: '+977 1 4412345', email: 'desk@maple-route.example', address: 'Putalisadak, Kathmandu', registrationNo: 'DoFE 1234/070' };
    expect((await t.app.inject({ method: 'PUT', url: API.settings, headers, payload: settings })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  const pay = async (application: Application, entry: Partial<LedgerEntryInput> = {}) => {
    const res = await t.app.inject({
      method: 'POST', url: API.applications.ledger(application._id), headers,
      payload: { kind: 'payment', label: 'Service fee', amount: 1_000_000, currency: 'NPR', method: 'wallet', reference: 'ESW-7781', on: '2026-11-20', ...entry },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as Ledger).entries.at(-1);
  };
  const page = (path: string, withStaff = false) => t.app.inject({ url: path, headers: withStaff ? headers : {} });

  it('emails the applicant the receipt in their language, in figures and words, the passport masked but its last four', async () => {
    const application = await createApplication(t, headers, { language: 'ne', destination: 'Malaysia', givenN: 'Sita', surname: 'Rai' });
    await sink.received(1);
    sink.messages.length = 0;
    const payment = await pay(application);
    const [mail] = await sink.received(1);
    expect(mail?.parsed.subject).toBe(`तपाईंको भुक्तानीको रसिद ${payment?.receiptNo}`);
    const text = mail?.parsed.text ?? '';
    expect(text).toContain('भुक्तानी रसिद · Maple Route Visas');
    expect(text).toContain('दर्ता नम्बर: DoFE 1234/070');
    expect(text).toContain(`रसिद नम्बर: ${payment?.receiptNo}`);
    expect(text).toContain('प्रयोजन: सेवा शुल्क');
    // Figures by Intl for Nepali (its own digits), words by to-words in Nepali.
    expect(text).toContain('१०,०००.००');
    expect(text).toContain('दश हजार रुपैयाँ मात्र');
    expect(text).toContain('भुक्तानीको माध्यम: मोबाइल वालेट · सन्दर्भ: ESW-7781');
    expect(text).toContain(`•••••${application.passport.slice(-4)}`);
    expect(text).toContain('कानुनी सेवा शुल्क बढीमा');
    const html = mail?.parsed.html || '';
    expect(html).toContain('<section class="receipt" lang="ne" dir="ltr"');
    expect(visible(html)).toContain('बुझिलिने Test Staff');
    for (const secret of SENSITIVE(application)) expect(readable(mail)).not.toContain(secret);
  });

  it('opens the printable receipt for staff, in the application’s language or the one asked, and for the applicant only by the copy’s signed link', async () => {
    const application = await createApplication(t, headers, { language: 'bn' });
    const payment = await pay(application, { method: 'cash', reference: '', label: 'Medical', amount: 250_050 });
    const path = `/receipt/${payment?._id}`;

    const staff = await page(path, true);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    expect(staff.headers['content-security-policy']).toContain("default-src 'none'");
    expect(staff.headers['x-robots-tag']).toBe('noindex');
    const bengali = visible(staff.body);
    expect(staff.body).toContain('<html lang="bn" dir="ltr">');
    for (const words of ['পেমেন্ট রসিদ', 'Maple Route Visas', 'Putalisadak, Kathmandu', 'নিবন্ধন নম্বর: DoFE 1234/070', 'মেডিকেল পরীক্ষা', 'নগদ', `•••••${application.passport.slice(-4)}`]) {
      expect(bengali).toContain(words);
    }
    expect(bengali).toMatch(/২,৫০০\.৫০/);
    expect(staff.body).not.toContain(application.passport);

    const urdu = await page(`${path}?lang=ur`, true);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(visible(urdu.body)).toContain('ادائیگی کی رسید');
    expect(urdu.body).toContain(`<bdi dir="ltr">${payment?.receiptNo}</bdi>`);

    // Without staff or a signature, nothing is said of the receipt; the applicant's copy links a signed one.
    for (const refused of [path, `${path}?exp=99999999999&sig=forged`, '/receipt/not-an-id']) {
      const res = await page(refused);
      expect(res.statusCode, refused).toBe(404);
      expect(res.body).toContain(M.receiptNotFound);
    }
    const copy = ((await t.app.inject({
      url: `${API.applications.enquiry}?search=${application.passport}&search1=${encodeURIComponent(application.currentN)}&search2=${application.dob}`,
    })).json() as EnquiryResponse).applications[0];
    const link = copy?.payments.entries[0]?.receipt ?? '';
    expect(link.startsWith(path)).toBe(true);
    const applicant = await page(link);
    expect(applicant.statusCode).toBe(200);
    expect(visible(applicant.body)).toContain(payment?.receiptNo);
    // A signature is for its own receipt only.
    const other = await pay(application, { method: 'cash', reference: '' });
    expect((await page(link.replace(payment?._id ?? '', other?._id ?? ''))).statusCode).toBe(404);
  });

  it('says on a reversed payment’s receipt that it was cancelled, and why', async () => {
    const application = await createApplication(t, headers, { language: 'hi' });
    const payment = await pay(application, { method: 'cash', reference: '' });
    const reversed = await t.app.inject({ method: 'POST', url: API.applications.reverseEntry(application._id, payment?._id ?? ''), headers, payload: { reason: 'गलत आवेदक' } });
    expect(reversed.statusCode).toBe(201);
    expect(visible((await page(`/receipt/${payment?._id}`, true)).body)).toContain('यह भुगतान');
    expect(visible((await page(`/receipt/${payment?._id}`, true)).body)).toContain('रद्द किया गया: गलत आवेदक');
  });
});
