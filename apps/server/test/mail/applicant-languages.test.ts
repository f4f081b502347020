import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_LABELS, DEFAULT_NEXT_STEPS, DEFAULT_SLOT_LABELS, type Language, type LocalText } from '@visadesk/contract';
import { applicantMessage, whatsAppText, type Addressee, type ApplicantEvent, type Sender } from '../../src/mail/applicant-messages.ts';

const RLM = '\u200f';
const sender: Sender = {
  consultancyName: 'Maple Route Visas', phone: '+977 1 4412345', email: 'desk@maple-route.example',
  nextSteps: { ...DEFAULT_NEXT_STEPS, approved: { en: 'Bring your passport to our office on Monday.' } }, siteUrl: 'https://visas.example',
};
const to = (language: Language): Addressee => ({ applicationId: '6b05e91b64bb823afa2d0c39', givenN: 'Anita', surname: 'Sharma', email: 'anita@example.com', language });
const registered: ApplicantEvent = { kind: 'registered' };
const status = (value: 'pending' | 'approved' | 'rejected', reason = ''): ApplicantEvent => ({ kind: 'status', status: value, reason });
const documents: ApplicantEvent = { kind: 'documents', labels: [DEFAULT_SLOT_LABELS.file9, DEFAULT_DOCUMENT_LABELS[2] as LocalText] };

/** The paragraphs of the text part as a person reads them (Urdu lines open with the right-to-left mark, values are isolated: ADR 037). */
const paragraphs = (text: string) => text.trimEnd().split('\n\n').map((p) => p.replace(/[\u200f\u2066-\u2069]/g, ''));

/** The applicant reads every message in the language kept with the application (ADR 029). */
describe("the applicant's email in Hindi", () => {
  const hi = to('hi');
  // The status check in the applicant's language.
  const URL = 'https://visas.example/hi/enquiry';

  it('registered: subject and every line in Hindi, staff words and the reference as entered', () => {
    const message = applicantMessage(registered, hi, sender);
    expect(message.subject).toBe('Maple Route Visas के साथ आपका वीज़ा आवेदन दर्ज हो गया है');
    expect(paragraphs(message.text)).toEqual([
      'प्रिय Anita Sharma जी,',
      'Maple Route Visas ने आपका वीज़ा आवेदन दर्ज कर लिया है। आपका संदर्भ नंबर 6b05e91b64bb823afa2d0c39 है।',
      `आप अपने पासपोर्ट नंबर, राष्ट्रीयता और जन्म तिथि से कभी भी ${URL} पर इसका स्टेटस देख सकते हैं।`,
      'फ़ोन: +977 1 4412345 · ईमेल: desk@maple-route.example',
      'सादर,\nMaple Route Visas',
      'यह संदेश अपने-आप भेजा गया है; हमसे संपर्क करने के लिए आप इसका जवाब दे सकते हैं।',
    ]);
    expect(message.html).toMatch(/^<!doctype html><html lang="hi" dir="ltr">.*<div lang="hi" dir="ltr"><p>प्रिय Anita Sharma जी,<\/p>/);
    expect(message.html).toContain(`<a href="${URL}">${URL}</a>`);
  });

  it.each([
    ['approved', 'आपका वीज़ा आवेदन मंज़ूर हो गया है', 'आपका वीज़ा आवेदन मंज़ूर हो गया है।'],
    ['rejected', 'आपका वीज़ा आवेदन नामंज़ूर हो गया है', 'आपका वीज़ा आवेदन नामंज़ूर हो गया है।'],
    ['pending', 'आपका वीज़ा आवेदन लंबित है', 'आपका वीज़ा आवेदन फिर से लंबित है: हम इस पर काम कर रहे हैं।'],
  ] as const)('%s: the status in Hindi, the reason and next step as staff wrote them', (value, subject, said) => {
    const message = applicantMessage(status(value, 'All documents verified.'), hi, sender);
    expect(message.subject).toBe(subject);
    const lines = paragraphs(message.text);
    expect(lines.slice(1, 3)).toEqual([said, 'कारण: All documents verified.']);
    expect(lines).toContain(`आपके आवेदन की कॉपी: ${URL} (अपने पासपोर्ट नंबर, राष्ट्रीयता और जन्म तिथि के साथ)।`);
    if (value === 'approved') expect(lines[3]).toBe('Bring your passport to our office on Monday.');
  });

  it("documents: the labels in Hindi, as Settings names them", () => {
    const message = applicantMessage(documents, hi, sender);
    expect(message.subject).toBe('हमने आपके वीज़ा आवेदन में दस्तावेज़ जोड़े हैं');
    expect(paragraphs(message.text).slice(1, 3)).toEqual([
      'हमने आपके आवेदन में ये जोड़े हैं: वीज़ा, मेडिकल रिपोर्ट।',
      `आप इन्हें ${URL} पर अपने आवेदन की कॉपी में देख सकते हैं।`,
    ]);
  });

  it('WhatsApp: where the application stands, in Hindi, without the automatic line', () => {
    const text = whatsAppText('pending', '', hi, sender);
    expect(text.split('\n\n').slice(0, 2)).toEqual(['प्रिय Anita Sharma जी,', 'आपका वीज़ा आवेदन लंबित है: हम इस पर काम कर रहे हैं।']);
    expect(text).not.toContain('अपने-आप भेजा गया');
  });
});

describe("the applicant's email in Urdu, right to left", () => {
  const ur = to('ur');
  const URL = 'https://visas.example/ur/enquiry';

  it('registered: subject and lines in Urdu, the HTML marked lang="ur" dir="rtl", the link left to right', () => {
    const message = applicantMessage(registered, ur, sender);
    expect(message.subject).toBe('آپ کی ویزا درخواست Maple Route Visas کے ہاں درج ہو گئی ہے');
    expect(paragraphs(message.text).slice(0, 3)).toEqual([
      'محترم Anita Sharma،',
      'آپ کی ویزا درخواست Maple Route Visas نے درج کر لی ہے۔ آپ کا ریفرنس نمبر 6b05e91b64bb823afa2d0c39 ہے۔',
      `آپ اپنے پاسپورٹ نمبر، قومیت اور تاریخ پیدائش کے ذریعے کسی بھی وقت ${URL} پر اس کا اسٹیٹس دیکھ سکتے ہیں۔`,
    ]);
    expect(message.html).toMatch(/^<!doctype html><html lang="ur" dir="rtl">.*<div lang="ur" dir="rtl">/);
    expect(message.html).toContain(`<a href="${URL}" dir="ltr">${URL}</a>`);
  });

  it('opens every line of the text part right to left, a line that starts with a name or a number too', () => {
    const lines = applicantMessage(registered, ur, sender).text.trimEnd().split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.startsWith(RLM))).toEqual([]);
    expect(lines).toContain(`${RLM}\u2068Maple Route Visas\u2069`);
  });

  it.each([
    ['approved', 'آپ کی ویزا درخواست منظور ہو گئی ہے', 'آپ کی ویزا درخواست منظور ہو گئی ہے۔'],
    ['rejected', 'آپ کی ویزا درخواست مسترد ہو گئی ہے', 'آپ کی ویزا درخواست مسترد ہو گئی ہے۔'],
    ['pending', 'آپ کی ویزا درخواست زیر التوا ہے', 'آپ کی ویزا درخواست دوبارہ زیر التوا ہے: ہم اس پر کام کر رہے ہیں۔'],
  ] as const)('%s: the status in Urdu, the reason as staff wrote it', (value, subject, said) => {
    const message = applicantMessage(status(value, 'The job offer was withdrawn.'), ur, sender);
    expect(message.subject).toBe(subject);
    expect(paragraphs(message.text).slice(1, 3)).toEqual([said, 'وجہ: The job offer was withdrawn.']);
    expect(paragraphs(message.text)).toContain(`آپ کی درخواست کی کاپی: ${URL} (اپنے پاسپورٹ نمبر، قومیت اور تاریخ پیدائش کے ساتھ)۔`);
    expect(paragraphs(message.text).at(-1)).toBe('یہ پیغام خودکار طور پر بھیجا گیا ہے؛ ہم سے رابطے کے لیے آپ اس کا جواب دے سکتے ہیں۔');
  });

  it('documents: the labels in Urdu joined with the Arabic comma, a label written only in English set apart', () => {
    const message = applicantMessage({ kind: 'documents', labels: [DEFAULT_SLOT_LABELS.file9, { en: 'Demand letter' }] }, ur, sender);
    expect(message.subject).toBe('ہم نے آپ کی ویزا درخواست میں دستاویزات شامل کی ہیں');
    expect(paragraphs(message.text)[1]).toBe('ہم نے آپ کی درخواست میں یہ شامل کیا ہے: ویزا، Demand letter۔');
    expect(message.text).toContain('\u2068Demand letter\u2069');
    expect(message.html).toContain('<p>ہم نے آپ کی درخواست میں یہ شامل کیا ہے: <span dir="auto">ویزا</span>، <span lang="en" dir="auto">Demand letter</span>۔</p>');
  });

  it('the next step the agency wrote only in English: set apart in the text, marked lang="en" in the HTML', () => {
    const message = applicantMessage(status('approved'), ur, sender);
    expect(message.text).toContain(`${RLM}\u2068Bring your passport to our office on Monday.\u2069\n`);
    expect(message.html).toContain('<p><span lang="en" dir="auto">Bring your passport to our office on Monday.</span></p>');
  });
});

describe('the other languages and English', () => {
  it.each([
    ['fr', 'Votre demande de visa est approuvée', 'Bonjour Anita Sharma,'],
    ['bn', 'আপনার ভিসা আবেদন অনুমোদিত হয়েছে', 'প্রিয় Anita Sharma,'],
    ['ne', 'तपाईंको भिसा आवेदन स्वीकृत भएको छ', 'आदरणीय Anita Sharma जी,'],
  ] as const)('%s: approved in its own words', (language, subject, greeting) => {
    const message = applicantMessage(status('approved'), to(language), sender);
    expect([message.subject, paragraphs(message.text)[0]]).toEqual([subject, greeting]);
    expect(message.html).toContain(`<html lang="${language}" dir="ltr">`);
  });

  it('ne: the next step in Nepali as Settings gives it; one written only in English, marked lang="en" in the HTML', () => {
    const pending = applicantMessage(status('pending'), to('ne'), sender);
    expect(paragraphs(pending.text)).toContain(DEFAULT_NEXT_STEPS.pending.ne);
    expect(pending.html).toContain(`<p><span dir="auto">${DEFAULT_NEXT_STEPS.pending.ne}</span></p>`);
    const approved = applicantMessage(status('approved'), to('ne'), sender);
    expect(paragraphs(approved.text)).toContain('Bring your passport to our office on Monday.');
    expect(approved.text).not.toContain('\u2068');
    expect(approved.html).toContain('<p><span lang="en" dir="auto">Bring your passport to our office on Monday.</span></p>');
    expect(whatsAppText('pending', '', to('ne'), sender)).toContain(DEFAULT_NEXT_STEPS.pending.ne);
  });

  it("keeps English word for word (the spec's words), marked lang=en", () => {
    const message = applicantMessage(status('pending'), to('en'), sender);
    expect(message.subject).toBe('Your visa application is pending');
    expect(paragraphs(message.text).slice(0, 2)).toEqual(['Dear Anita Sharma,', 'Your visa application is pending again: we are working on it.']);
    expect(message.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(message.text).not.toContain(RLM);
  });
});

describe('a stored language that is none of the site\'s (a hand-made backup)', () => {
  it('writes the message in English, and never puts the stored value into its HTML', () => {
    const message = applicantMessage(registered, to('x" onclick="alert(1)' as Language), sender);
    expect(message.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(message.html).not.toContain('onclick');
    expect(message.subject).toBe('Your visa application with Maple Route Visas is registered');
  });
});
