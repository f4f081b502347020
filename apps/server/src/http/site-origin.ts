import { escapeHtml } from './prerendered-page.ts';

/**
 * Where visitors reach this site, for every absolute link the server writes: PUBLIC_URL alone,
 * never a request's Host or X-Forwarded-Host header, which is whatever the caller chose (ADR 041).
 * Without it the pages carry relative links, robots.txt names no sitemap and there is none, the
 * WhatsApp text has no link, and a queued email holds QUEUED_SITE_ORIGIN in place of the address,
 * filled in when the email goes out: sending needs SMTP_URL, and SMTP_URL needs PUBLIC_URL.
 */

/** Stands for the site's address in an email queued while PUBLIC_URL was unset. */
export const QUEUED_SITE_ORIGIN = '%PUBLIC_URL%';

/** Where an email links to the site: PUBLIC_URL, else the stand-in filled in as it goes out. */
export const mailSiteOrigin = (publicUrl: string | undefined): string => publicUrl ?? QUEUED_SITE_ORIGIN;

/** A queued email's text and HTML as they go out: the stand-in replaced by PUBLIC_URL (escaped in the HTML). */
export const withSiteOrigin = (body: { text: string; html: string }, publicUrl: string) => ({
  text: body.text.replaceAll(QUEUED_SITE_ORIGIN, publicUrl),
  html: body.html.replaceAll(QUEUED_SITE_ORIGIN, escapeHtml(publicUrl)),
});

/** What the log says once at start when a production server has no PUBLIC_URL. */
export const NO_PUBLIC_URL_WARNING =
  'PUBLIC_URL is not set: pages carry no canonical address, robots.txt names no sitemap and /sitemap.xml answers 404, ' +
  'the WhatsApp text has no link, and links in queued email wait for it. Set it to the address visitors use, such as https://visa.example.com';
