import { PAGES, type ApplicationStatus, type NextSteps } from '@visadesk/contract';
import { escapeHtml } from '../lib/prerendered-page.ts';

/** What happened to an application that the applicant hears about. */
export type ApplicantEvent =
  | { kind: 'registered' }
  | { kind: 'status'; status: ApplicationStatus; reason: string }
  | { kind: 'documents'; labels: string[] };

/** Who the message is to: the applicant's name and address, and the reference, never more. */
export interface Addressee {
  applicationId: string;
  givenN: string;
  surname: string;
  email: string;
}

/** The consultancy as the message signs it (Settings), and where the applicant checks their status. */
export interface Sender {
  consultancyName: string;
  phone: string;
  email: string;
  nextSteps: NextSteps;
  /** PUBLIC_URL, else the origin of the staff's request. */
  siteUrl: string;
}

export interface RenderedMessage {
  event: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Every word the applicant reads by email, in one place: the English set now, one per language when
 * the public site speaks the applicant's (issue 16). Never the passport number, national id, date of
 * birth or any file: the message names what changed and where to look.
 */
const EN = {
  greeting: (a: Addressee) => `Dear ${a.givenN} ${a.surname},`,
  registered: {
    subject: (s: Sender) => `Your visa application with ${s.consultancyName} is registered`,
    lines: (a: Addressee, s: Sender) => [
      `${s.consultancyName} has registered your visa application. Your reference is ${a.applicationId}.`,
      `You can check its status at any time at ${statusUrl(s)} with your passport number, nationality and date of birth.`,
    ],
  },
  status: {
    subject: { approved: 'Your visa application is approved', rejected: 'Your visa application was not approved', pending: 'Your visa application is pending' },
    said: { approved: 'Your visa application is approved.', rejected: 'Your visa application was not approved.', pending: 'Your visa application is pending again: we are working on it.' },
    /** Where it stands, for a message that is not about a change (WhatsApp): a new application is not pending "again". */
    stands: { approved: 'Your visa application is approved.', rejected: 'Your visa application was not approved.', pending: 'Your visa application is pending: we are working on it.' },
    reason: (reason: string) => `Reason: ${reason}`,
    check: (s: Sender) => `Your applicant copy: ${statusUrl(s)} (with your passport number, nationality and date of birth).`,
  },
  documents: {
    subject: 'We have added documents to your visa application',
    added: (labels: string[]) => `We have added to your application: ${labels.join(', ')}.`,
    check: (s: Sender) => `You can see them on your applicant copy at ${statusUrl(s)}.`,
  },
  contact: (s: Sender) => [s.phone && `Phone: ${s.phone}`, s.email && `Email: ${s.email}`].filter(Boolean).join(' · '),
  closing: (s: Sender) => `Kind regards,\n${s.consultancyName}`,
  automatic: 'This message was sent automatically; you can reply to reach us.',
};

function statusUrl(sender: Sender): string {
  return `${sender.siteUrl}${PAGES.enquiry}`;
}

/** The status, its reason, the next step and where to look; `said` is how the first line puts the status. */
function statusLines(status: ApplicationStatus, reason: string, from: Sender, said: Record<ApplicationStatus, string>): string[] {
  return [said[status], ...(reason ? [EN.status.reason(reason)] : []), from.nextSteps[status], EN.status.check(from)].filter(Boolean);
}

function bodyLines(event: ApplicantEvent, to: Addressee, from: Sender): { subject: string; lines: string[] } {
  switch (event.kind) {
    case 'registered':
      return { subject: EN.registered.subject(from), lines: EN.registered.lines(to, from) };
    case 'status':
      return { subject: EN.status.subject[event.status], lines: statusLines(event.status, event.reason, from, EN.status.said) };
    case 'documents':
      return { subject: EN.documents.subject, lines: [EN.documents.added(event.labels), EN.documents.check(from)] };
  }
}

const eventName = (event: ApplicantEvent) => (event.kind === 'status' ? event.status : event.kind);

/** Links in the HTML part: the one page the message points to, written out so it reads in any mail program. */
const linked = (line: string, url: string) => escapeHtml(line).replace(escapeHtml(url), `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`);

/** The HTML part of a message: the same paragraphs as the text, escaped, with `url` a link. */
export function htmlOf(paragraphs: string[], url: string): string {
  return (
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">' +
    paragraphs.map((p) => `<p>${linked(p, url).replaceAll('\n', '<br>')}</p>`).join('') +
    '</body></html>'
  );
}

/** The message's paragraphs, from the greeting to the signature. */
function paragraphsOf(lines: string[], to: Addressee, from: Sender): string[] {
  const contact = EN.contact(from);
  return [EN.greeting(to), ...lines, ...(contact ? [contact] : []), EN.closing(from)];
}

/** The message in plain text and HTML, the same words in both. */
export function applicantMessage(event: ApplicantEvent, to: Addressee, from: Sender): RenderedMessage {
  const { subject, lines } = bodyLines(event, to, from);
  const paragraphs = [...paragraphsOf(lines, to, from), EN.automatic];
  return { event: eventName(event), subject, text: `${paragraphs.join('\n\n')}\n`, html: htmlOf(paragraphs, statusUrl(from)) };
}

/**
 * The status message as a member of staff sends it on WhatsApp: the email's words for the current
 * status, without the line saying it was sent automatically (a person sends this one).
 */
export function whatsAppText(status: ApplicationStatus, reason: string, to: Addressee, from: Sender): string {
  return paragraphsOf(statusLines(status, reason, from, EN.status.stands), to, from).join('\n\n');
}
