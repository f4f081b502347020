import type { I18n, MessageDescriptor } from '@lingui/core';
import { DEFAULT_LANGUAGE, directionOf, formatMoney, isLanguage, localisedPath, PAGES, textIn, type ApplicationStatus, type Language, type LocalText, type NextSteps } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import { WORDS } from './applicant-words.ts';
import { htmlIsolates, isolated, plainIsolates } from './isolated.ts';
import { i18nFor } from './mail-i18n.ts';
import { receiptSection, receiptText } from '../ledger/receipt-html.ts';
import type { ApplicantEvent, CurrentStep, LinkEnd } from './applicant-events.ts';

export type { ApplicantEvent, CurrentStep, LinkEnd } from './applicant-events.ts';

/** Who the message is to: the applicant's name and address, the reference and their language, never more. */
export interface Addressee {
  applicationId: string;
  givenN: string;
  surname: string;
  email: string;
  /** The language kept with the application (ADR 029). */
  language: Language;
}

/** The consultancy as the message signs it (Settings), and where the applicant checks their status. */
export interface Sender {
  consultancyName: string;
  phone: string;
  email: string;
  nextSteps: NextSteps;
  /**
   * Where the site is (Mailer.link: PUBLIC_URL, or in email a stand-in filled in as it goes out);
   * undefined for a WhatsApp text without PUBLIC_URL, which then names no page (ADR 041).
   */
  siteUrl: string | undefined;
}

export interface RenderedMessage {
  event: string;
  subject: string;
  text: string;
  html: string;
}

/** Document labels are staff's words; the list is put together the way the language writes one. */
const LIST_SEPARATOR: Partial<Record<Language, string>> = { ur: '، ' };

/** The words of one message in one language: `t` translates a descriptor from applicant-words.ts. */
interface Writer {
  t: (descriptor: MessageDescriptor) => string;
  language: Language;
  from: Sender;
  /** The status check's address; undefined when no page can be named. */
  url: string | undefined;
}

/**
 * The writer in the application's language, and the status check's address in that language too
 * (`/hi/enquiry`). A stored value that is none of the site's languages (a hand-made backup) writes
 * English: it is put into the message's HTML, so it is never used as it came.
 */
function writerFor(stored: Language, from: Sender): Writer {
  const language: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const i18n: I18n = i18nFor(language);
  const url = from.siteUrl === undefined ? undefined : `${from.siteUrl}${localisedPath(PAGES.enquiry, language)}`;
  return { t: (descriptor) => i18n._(descriptor), language, from, url };
}

/**
 * A Settings text (next step, document label) in the message's language, set apart for direction;
 * where the agency did not write that language's version, its English, marked as English as well
 * (`lang="en"` in the HTML part: isolated.ts).
 */
function own(w: Writer, text: LocalText): string {
  const shown = textIn(text, w.language);
  return isolated(shown.text, shown.lang === w.language ? 'auto' : 'en');
}

/** The line that says where to look, when the message can name the page (`check`: its words). */
const whereToLook = (w: Writer, check: (url: string) => MessageDescriptor): string => (w.url === undefined ? '' : w.t(check(w.url)));

/** The status, its reason, the next step and where to look; `said` is how the first line puts the status. */
function statusLines(w: Writer, status: ApplicationStatus, reason: string, said: typeof WORDS.status.said): string[] {
  return [w.t(said(status)), reason && w.t(WORDS.status.reason(isolated(reason, 'auto'))), own(w, w.from.nextSteps[status]), whereToLook(w, WORDS.status.check)].filter(Boolean);
}

function bodyLines(w: Writer, event: ApplicantEvent, to: Addressee): { subject: string; lines: string[] } {
  const { consultancyName } = w.from;
  switch (event.kind) {
    case 'registered':
      return {
        subject: w.t(WORDS.registered.subject(consultancyName)),
        lines: [
          w.t(WORDS.registered.registered(isolated(consultancyName, 'auto'), isolated(to.applicationId, 'ltr'))),
          whereToLook(w, WORDS.registered.check),
        ].filter(Boolean),
      };
    case 'status':
      return { subject: w.t(WORDS.status.subject(event.status)), lines: statusLines(w, event.status, event.reason, WORDS.status.said) };
    case 'receipt':
      return {
        subject: w.t(WORDS.receipt.subject(event.facts.receiptNo)),
        lines: [w.t(WORDS.receipt.received(isolated(formatMoney(event.facts.amount, event.facts.currency, w.language), 'ltr')))],
      };
    case 'documents': {
      // Each label apart: in Urdu "Visa، Medical report" would otherwise run left to right as one.
      const documents = listOf(w, event.labels);
      return { subject: w.t(WORDS.documents.subject()), lines: [w.t(WORDS.documents.added(documents)), whereToLook(w, WORDS.documents.check)].filter(Boolean) };
    }
    case 'documentRequest':
      return {
        subject: w.t(WORDS.request.subject(isolated(consultancyName, 'auto'))),
        lines: [
          w.t(WORDS.request.asked(isolated(consultancyName, 'auto'), listOf(w, event.labels))),
          event.message && w.t(WORDS.request.message(isolated(event.message, 'auto'))),
          w.t(WORDS.request.send(event.link)),
          w.t(WORDS.request.until(dayOf(w, event.until))),
        ].filter(Boolean),
      };
    case 'documentRefused':
      return {
        subject: w.t(WORDS.refused.subject()),
        lines: [
          w.t(WORDS.refused.refused(own(w, event.label), isolated(event.reason, 'auto'))),
          ...(event.link ? [w.t(WORDS.refused.again(event.link)), w.t(WORDS.request.until(dayOf(w, event.until)))] : []),
        ],
      };
    case 'stage':
      return {
        subject: w.t(WORDS.stage.subject(own(w, event.name))),
        lines: [...stepLines(w, event, WORDS.stage.moved), whereToLook(w, WORDS.stage.check)].filter(Boolean),
      };
  }
}

const eventName = (event: ApplicantEvent) => (event.kind === 'status' ? event.status : event.kind);

/** The day a link stops working, as the applicant's language writes a date (its own digits), in the consultancy's time zone. */
const dayOf = (w: Writer, end: LinkEnd) =>
  new Intl.DateTimeFormat(w.language, { dateStyle: 'long', timeZone: end.timeZone }).format(end.at);

/** The page a message links to: the link it carries (an upload page), else the status check. */
const pageOf = (w: Writer, event: ApplicantEvent) => ('link' in event && event.link ? event.link : w.url);

/** Staff's labels put together the way the language writes a list, each set apart for direction. */
const listOf = (w: Writer, labels: LocalText[]) => labels.map((label) => own(w, label)).join(LIST_SEPARATOR[w.language] ?? ', ');

/** The step and, when it expects any, what to bring for it. */
const stepLines = (w: Writer, step: CurrentStep, said: typeof WORDS.stage.moved): string[] =>
  [w.t(said(own(w, step.name))), step.documents.length ? w.t(WORDS.stage.bring(listOf(w, step.documents))) : ''].filter(Boolean);

/**
 * Links in the HTML part: the one page the message points to, written out so it reads in any mail
 * program; in a right-to-left message the address itself still reads left to right.
 */
const linked = (line: string, url: string | undefined, rtl: boolean) =>
  url ? escapeHtml(line).replace(escapeHtml(url), `<a href="${escapeHtml(url)}"${rtl ? ' dir="ltr"' : ''}>${escapeHtml(url)}</a>`) : escapeHtml(line);

/**
 * The HTML part of a message: the same paragraphs as the text, escaped, with `url` a link, marked with
 * the message's language and direction (Urdu right to left). The wrapper repeats them for the mail
 * programs that drop the `<html>` element's attributes.
 */
export function htmlOf(paragraphs: string[], url: string | undefined, language: Language = DEFAULT_LANGUAGE): string {
  const direction = directionOf(language);
  const marks = `lang="${language}" dir="${direction}"`;
  return (
    `<!doctype html><html ${marks}><body style="font-family:sans-serif;line-height:1.5"><div ${marks}>` +
    paragraphs.map((p) => `<p>${htmlIsolates(linked(p, url, direction === 'rtl')).replaceAll('\n', '<br>')}</p>`).join('') +
    '</div></body></html>'
  );
}

/** The message's paragraphs, from the greeting to the signature. */
function paragraphsOf(w: Writer, lines: string[], to: Addressee): string[] {
  const { phone, email, consultancyName } = w.from;
  const contact = [phone && w.t(WORDS.phone(isolated(phone, 'ltr'))), email && w.t(WORDS.email(isolated(email, 'ltr')))].filter(Boolean).join(' · ');
  return [w.t(WORDS.greeting(`${to.givenN} ${to.surname}`.trim())), ...lines, ...(contact ? [contact] : []), w.t(WORDS.closing(isolated(consultancyName, 'auto')))];
}

/** The right-to-left mark: plain text has no `dir`, so each line of an Urdu message opens with it. */
const RLM = '\u200f';

/**
 * Paragraphs as plain text; right to left lines start with RLM, or a line opening with a name or a
 * link would run left to right, and keep their values' isolates (isolated.ts).
 */
function plainText(paragraphs: string[], language: Language): string {
  const rtl = directionOf(language) === 'rtl';
  return plainIsolates(paragraphs.map((p) => (rtl ? p.split('\n').map((line) => RLM + line).join('\n') : p)).join('\n\n'), rtl);
}

/** The message in plain text and HTML, the same words in both, in the application's language. */
export function applicantMessage(event: ApplicantEvent, to: Addressee, from: Sender): RenderedMessage {
  const w = writerFor(to.language, from);
  const { subject, lines } = bodyLines(w, event, to);
  const paragraphs = [...paragraphsOf(w, lines, to), w.t(WORDS.automatic())];
  // A receipt comes whole after the words (ADR 051): the page's section in the HTML, its lines in the text.
  const receipt = event.kind === 'receipt' ? event.facts : null;
  const texts = receipt ? [...paragraphs.slice(0, -1), receiptText(receipt, w.language), ...paragraphs.slice(-1)] : paragraphs;
  const html = htmlOf(paragraphs, pageOf(w, event), w.language);
  // A subject is plain text: a name the agency wrote keeps its own direction in a right-to-left one.
  return {
    event: eventName(event), subject: plainIsolates(subject, directionOf(w.language) === 'rtl'), text: `${plainText(texts, w.language)}\n`,
    html: receipt ? html.replace('</div></body>', `</div>${receiptSection(receipt, w.language)}</body>`) : html,
  };
}

/**
 * The status message as a member of staff sends it on WhatsApp, in the application's language: the
 * email's words for the current status, without the line saying it was sent automatically (a person
 * sends this one).
 */
export function whatsAppText(status: ApplicationStatus, reason: string, to: Addressee, from: Sender, step?: CurrentStep): string {
  const w = writerFor(to.language, from);
  const [said, ...rest] = statusLines(w, status, reason, WORDS.status.stands);
  // The current step follows the status, when the worker sees it (ADR 049): "where am I, and what comes next?".
  const lines = [said as string, ...(step ? stepLines(w, step, WORDS.stage.current) : []), ...rest];
  return plainText(paragraphsOf(w, lines, to), w.language);
}

/**
 * An event's message as staff send it from their own phone on WhatsApp (a document request's link):
 * the email's words without the line saying it was sent automatically.
 */
export function whatsAppLinkText(event: ApplicantEvent, to: Addressee, from: Sender): string {
  const w = writerFor(to.language, from);
  return plainText(paragraphsOf(w, bodyLines(w, event, to).lines, to), w.language);
}

/**
 * A message a member of staff wrote ("Write to the applicant"): their subject and words as written,
 * a blank line starting a paragraph and a line break kept as one, framed by the greeting, the
 * consultancy's contacts and the signature in the applicant's language. In the HTML part the words
 * are escaped like every value (htmlOf): what staff type is shown, never read as markup.
 */
export function staffMessage(subject: string, text: string, to: Addressee, from: Sender): RenderedMessage {
  const w = writerFor(to.language, from);
  const written = text.replaceAll(/\r\n?/g, '\n').split(/\n[ \t]*\n/).map((p) => p.trim()).filter(Boolean);
  const paragraphs = paragraphsOf(w, written, to);
  return { event: 'message', subject, text: `${plainText(paragraphs, w.language)}\n`, html: htmlOf(paragraphs, w.url, w.language) };
}
