import { PAGES, PASSPORT_EXPIRY_THRESHOLDS, type ApplicationStatus } from '@visadesk/contract';
import { escapeHtml } from '../http/prerendered-page.ts';
import type { RenderedMessage } from './applicant-messages.ts';
import type { StaffAddressee } from './staff-messages.ts';

/** A passport the digest reports: who, when it lapses, how far off, the status. Never its number, the birth date or the national id. */
export interface DigestEntry {
  id: string;
  givenN: string;
  surname: string;
  passportExpiry: string;
  /** From the consultancy's today: negative once expired. */
  daysLeft: number;
  isStatus: ApplicationStatus;
}

const STATUS_WORDS: Record<ApplicationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };
const THRESHOLDS_SAID = `${PASSPORT_EXPIRY_THRESHOLDS.slice(0, -1).join(', ')} or ${PASSPORT_EXPIRY_THRESHOLDS.at(-1)}`;

/** The heading an entry goes under: expired, or the smallest threshold it has crossed (one added with 20 days left is "within 30 days"). */
export function sectionOf(daysLeft: number): string {
  if (daysLeft < 0) return 'Expired';
  const nearest = [...PASSPORT_EXPIRY_THRESHOLDS].sort((a, b) => a - b).find((days) => daysLeft <= days);
  return `Within ${nearest ?? daysLeft} days`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "20 days left", "expires today", "expired 3 days ago". */
export function daysLeftSaid(daysLeft: number): string {
  if (daysLeft < 0) return `expired ${plural(-daysLeft, 'day')} ago`;
  return daysLeft === 0 ? 'expires today' : `${plural(daysLeft, 'day')} left`;
}

/** The application's page in the desk. */
export const applicationPage = (siteUrl: string, id: string) => `${siteUrl}${PAGES.updateApplicationView.replace(':id', encodeURIComponent(id))}`;

const entryLine = (e: DigestEntry) =>
  `${`${e.givenN} ${e.surname}`.trim()}: passport expiry ${e.passportExpiry}, ${daysLeftSaid(e.daysLeft)}, status ${STATUS_WORDS[e.isStatus]}`;

/** Entries in their order (soonest first), grouped under their headings in that order. */
function sections(entries: DigestEntry[]): [string, DigestEntry[]][] {
  const grouped = new Map<string, DigestEntry[]>();
  for (const entry of entries) {
    const heading = sectionOf(entry.daysLeft);
    grouped.set(heading, [...(grouped.get(heading) ?? []), entry]);
  }
  return [...grouped];
}

/**
 * The staff's daily digest of passports that crossed 180, 90, 30 or 7 days before their expiry (or
 * expired) since the last one: soonest first, each with its page on the desk. English, as the desk is.
 */
export function passportExpiryDigest(
  to: StaffAddressee, entries: DigestEntry[], consultancyName: string, siteUrl: string, overdue: OverdueDigest = { entries: [], total: 0 },
): RenderedMessage {
  const intro = `These passports have reached ${THRESHOLDS_SAID} days before their expiry, or expired, since the last digest. Each is listed once, under the nearest of those points:`;
  const footer = `This digest is sent once a day, only when a passport reaches one of those points or a step is overdue.\n\nKind regards,\n${consultancyName}`;
  const listed: [string, { line: string; id: string }[]][] = [
    ...sections(entries).map(([heading, list]): [string, { line: string; id: string }[]] => [heading, list.map((e) => ({ line: entryLine(e), id: e.id }))]),
    ...(overdue.total ? [[overdueHeading(overdue.total), overdue.entries.map((e) => ({ line: overdueLine(e), id: e.id }))] as [string, { line: string; id: string }[]]] : []),
  ];
  const more = overdue.total > overdue.entries.length
    ? `${plural(overdue.total - overdue.entries.length, 'more overdue application')}: ${siteUrl}${PAGES.application}?overdue=true` : '';
  const text = [
    `Dear ${to.name},`,
    ...(entries.length ? [intro] : []),
    ...listed.map(([heading, list]) => [heading, ...list.map((e) => `- ${e.line}\n  ${applicationPage(siteUrl, e.id)}`)].join('\n')),
    ...(more ? [more] : []),
    footer,
  ].join('\n\n');
  const item = (e: { line: string; id: string }) => {
    const page = escapeHtml(applicationPage(siteUrl, e.id));
    return `<li>${escapeHtml(e.line)}<br><a href="${page}">${page}</a></li>`;
  };
  const html =
    '<!doctype html><html lang="en" dir="ltr"><body style="font-family:sans-serif;line-height:1.5">' +
    `<p>${escapeHtml(`Dear ${to.name},`)}</p>` + (entries.length ? `<p>${escapeHtml(intro)}</p>` : '') +
    listed.map(([heading, list]) => `<h3>${escapeHtml(heading)}</h3><ul>${list.map(item).join('')}</ul>`).join('') +
    (more ? `<p>${escapeHtml(more)}</p>` : '') +
    `<p>${escapeHtml(footer).replaceAll('\n', '<br>')}</p></body></html>`;
  return {
    event: 'passport-expiry',
    subject: entries.length
      ? `Passports expiring: ${plural(entries.length, 'application')} on the ${consultancyName} desk`
      : `Overdue steps: ${plural(overdue.total, 'application')} on the ${consultancyName} desk`,
    text: `${text}\n`,
    html,
  };
}

/** An application past its stage's due day (ADR 049): who, which stage, since and due when. */
export interface OverdueEntry {
  id: string;
  givenN: string;
  surname: string;
  stageName: string;
  stageSince: string;
  stageDue: string;
  /** Days past the due day, from the consultancy's today. */
  daysOverdue: number;
}

/** The overdue applications a digest lists (the longest overdue first, at most OVERDUE_LISTED) and how many there are. */
export interface OverdueDigest {
  entries: OverdueEntry[];
  total: number;
}

/** At most this many overdue applications are named; the rest are counted, with the list's overdue filter. */
export const OVERDUE_LISTED = 50;

const overdueHeading = (total: number) => `Overdue steps (${plural(total, 'application')})`;
const overdueLine = (e: OverdueEntry) =>
  `${`${e.givenN} ${e.surname}`.trim()}: ${e.stageName} since ${e.stageSince}, due ${e.stageDue}, ${plural(e.daysOverdue, 'day')} overdue`;
