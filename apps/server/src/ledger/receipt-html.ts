import type { I18n } from '@lingui/core';
import { dateInWords, directionOf, formatMoney, textIn, type Language, type LocalText, type PaymentMethod } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import { WORDS } from '../mail/applicant-words.ts';
import { i18nFor } from '../mail/mail-i18n.ts';
import { amountInWords } from './amount-in-words.ts';

/** What a receipt says (ADR 051), as the payment was recorded: kept in the outbox for its email, read again for its page. */
export interface ReceiptFacts {
  receiptNo: string;
  /** The day the money changed hands (YYYY-MM-DD). */
  on: string;
  amount: number;
  currency: string;
  label: LocalText;
  method: PaymentMethod;
  reference: string;
  receivedBy: string;
  worker: string;
  /** The passport's last four characters: the rest is never printed. */
  passportEnd: string;
  agency: { name: string; address: string; registrationNo: string; phone: string };
  /** The destination's legal cap on the service fee, for a service-fee payment. */
  cap: { amount: number; currency: string } | null;
  /** A reversed payment's day and reason (the page only: the email goes when it is paid). */
  reversed: { on: string; reason: string } | null;
}

const METHOD_WORDS = { cash: WORDS.receipt.cash, bank: WORDS.receipt.bank, wallet: WORDS.receipt.wallet } as const;

/** A value that reads left to right inside any text (a number, a reference): its own element with `dir`. */
const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
/** Words someone wrote (a name, a label): direction from their first letter. */
const own = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

const CELL = 'padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top;text-align:start';

function row(label: string, value: string): string {
  return `<tr><th scope="row" style="${CELL};font-weight:normal;color:#555;width:38%">${escapeHtml(label)}</th><td style="${CELL}">${value}</td></tr>`;
}

/**
 * The receipt as an HTML section, the same on its page and in its email: inline styles only (mail
 * programs drop style sheets), every value escaped, numbers and references isolated left to right,
 * the words in the reader's language and the amounts written by `Intl` for it.
 */
export function receiptSection(facts: ReceiptFacts, language: Language): string {
  const i18n: I18n = i18nFor(language);
  const t = i18n._.bind(i18n);
  const w = WORDS.receipt;
  const dir = directionOf(language);
  const { agency } = facts;
  const rows = [
    row(t(w.number()), ltr(facts.receiptNo)),
    row(t(w.date()), escapeHtml(dateInWords(language, facts.on))),
    row(t(w.from()), own(facts.worker)),
    row(t(w.passport()), ltr(`•••••${facts.passportEnd}`)),
    row(t(w.for()), own(textIn(facts.label, language).text)),
    row(t(w.amount()), `<strong style="font-size:1.15em">${escapeHtml(formatMoney(facts.amount, facts.currency, language))}</strong>`),
    row(t(w.inWords()), escapeHtml(amountInWords(facts.amount, facts.currency, language))),
    row(t(w.method()), escapeHtml(t(METHOD_WORDS[facts.method]()))),
    ...(facts.reference ? [row(t(w.reference()), ltr(facts.reference))] : []),
    row(t(w.receivedBy()), own(facts.receivedBy)),
  ];
  const notes = [
    facts.cap && t(w.cap(formatMoney(facts.cap.amount, facts.cap.currency, language))),
    facts.reversed && t(w.reversed(dateInWords(language, facts.reversed.on), facts.reversed.reason)),
  ].filter((note): note is string => Boolean(note));
  return (
    `<section class="receipt" lang="${language}" dir="${dir}" style="max-width:560px;margin:0 auto;font-family:sans-serif;line-height:1.45;color:#111">` +
    `<header style="text-align:center;border-bottom:2px solid #111;padding-bottom:8px;margin-bottom:12px">` +
    `<div style="font-size:1.3em;font-weight:bold">${own(agency.name)}</div>` +
    (agency.address ? `<div>${own(agency.address)}</div>` : '') +
    (agency.phone ? `<div>${ltr(agency.phone)}</div>` : '') +
    (agency.registrationNo ? `<div>${escapeHtml(t(w.registration()))}: ${ltr(agency.registrationNo)}</div>` : '') +
    `</header><h1 style="font-size:1.2em;text-align:center;margin:0 0 12px">${escapeHtml(t(w.title()))}</h1>` +
    `<table style="width:100%;border-collapse:collapse">${rows.join('')}</table>` +
    notes.map((note) => `<p class="receipt-note" style="margin:12px 0 0;padding:8px;border:1px solid #999">${escapeHtml(note)}</p>`).join('') +
    '</section>'
  );
}

/** The receipt's lines as plain text, for the email's text part. */
export function receiptText(facts: ReceiptFacts, language: Language): string {
  const i18n = i18nFor(language);
  const t = i18n._.bind(i18n);
  const w = WORDS.receipt;
  return [
    `${t(w.title())} · ${facts.agency.name}`,
    facts.agency.registrationNo && `${t(w.registration())}: ${facts.agency.registrationNo}`,
    `${t(w.number())}: ${facts.receiptNo}`,
    `${t(w.date())}: ${dateInWords(language, facts.on)}`,
    `${t(w.from())}: ${facts.worker} (${t(w.passport())} •••••${facts.passportEnd})`,
    `${t(w.for())}: ${textIn(facts.label, language).text}`,
    `${t(w.amount())}: ${formatMoney(facts.amount, facts.currency, language)} (${amountInWords(facts.amount, facts.currency, language)})`,
    `${t(w.method())}: ${t(METHOD_WORDS[facts.method]())}${facts.reference ? ` · ${t(w.reference())}: ${facts.reference}` : ''}`,
    `${t(w.receivedBy())}: ${facts.receivedBy}`,
    facts.cap && t(w.cap(formatMoney(facts.cap.amount, facts.cap.currency, language))),
  ].filter(Boolean).join('\n');
}

/** The printable page: the section on one A5 sheet (A4 prints it as it is), no script, nothing from elsewhere. */
export const RECEIPT_STYLE = '@page{size:A5;margin:12mm}body{margin:16px}@media print{body{margin:0}}';

export function receiptPage(facts: ReceiptFacts, language: Language): string {
  const i18n = i18nFor(language);
  const title = `${i18n._(WORDS.receipt.title())} ${facts.receiptNo}`;
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(title)}</title><style>${RECEIPT_STYLE}</style></head><body>${receiptSection(facts, language)}</body></html>`;
}
