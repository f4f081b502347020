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
export function passportExpiryDigest(to: StaffAddressee, entries: DigestEntry[], consultancyName: string, siteUrl: string): RenderedMessage {
  const intro = `These passports have reached ${THRESHOLDS_SAID} days before their expiry, or expired, since the last digest. Each is listed once, under the nearest of those points:`;
  const footer = `This digest is sent once a day, only when a passport reaches one of those points.\n\nKind regards,\n${consultancyName}`;
  const grouped = sections(entries);
  const text = [
    `Dear ${to.name},`,
    intro,
    ...grouped.map(([heading, list]) => [heading, ...list.map((e) => `- ${entryLine(e)}\n  ${applicationPage(siteUrl, e.id)}`)].join('\n')),
    footer,
  ].join('\n\n');
  const item = (e: DigestEntry) => {
    const page = escapeHtml(applicationPage(siteUrl, e.id));
    return `<li>${escapeHtml(entryLine(e))}<br><a href="${page}">${page}</a></li>`;
  };
  const html =
    '<!doctype html><html lang="en" dir="ltr"><body style="font-family:sans-serif;line-height:1.5">' +
    `<p>${escapeHtml(`Dear ${to.name},`)}</p><p>${escapeHtml(intro)}</p>` +
    grouped.map(([heading, list]) => `<h3>${escapeHtml(heading)}</h3><ul>${list.map(item).join('')}</ul>`).join('') +
    `<p>${escapeHtml(footer).replaceAll('\n', '<br>')}</p></body></html>`;
  return {
    event: 'passport-expiry',
    subject: `Passports expiring: ${plural(entries.length, 'application')} on the ${consultancyName} desk`,
    text: `${text}\n`,
    html,
  };
}
