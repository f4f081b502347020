import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SLOTS, PAGES, PRERENDERED_PAGES, PUBLIC_SETTINGS_ELEMENT_ID, versionsOf, type PrerenderedPage } from '@visadesk/contract';

const { siteOrigin } = PAGE_SLOTS;

/**
 * A prerendered page's head as the web build writes it (apps/web/src/ssr/document.tsx renders these
 * tags in this form), its slots not filled in yet: the canonical link, the `hreflang` links of a
 * translated page, Open Graph's address and picture, and on the home page the schema.org block.
 */
export function prerenderedHead(page: PrerenderedPage, title: string): string {
  const versions = versionsOf(page.page);
  const alternates = versions.length < 2 ? '' : [
    ...versions.map(({ language, path: version }) => `<link rel="alternate" hrefLang="${language}" href="${siteOrigin}${version}"/>`),
    `<link rel="alternate" hrefLang="x-default" href="${siteOrigin}${page.page}"/>`,
  ].join('');
  return (
    `<meta charSet="UTF-8"/><title>${title}</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"/>` +
    `<link rel="canonical" href="${siteOrigin}${page.path}"/>${alternates}` +
    `<meta property="og:site_name" content="${PAGE_SLOTS.consultancyName}"/>` +
    `<meta property="og:url" content="${siteOrigin}${page.path}"/>` +
    `<meta property="og:image" content="${siteOrigin}/social-card.png"/>` +
    (page.page === PAGES.home ? `<script type="application/ld+json">${PAGE_SLOTS.structuredData}</script>` : '') +
    `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${PAGE_SLOTS.publicSettings}</script>`
  );
}

/** A web build in `webDist`: the app's shell and every public page in every language, each with its head. */
export function writeWebBuild(webDist: string): void {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="en"><title>VisaDesk</title><div id="root"></div></html>');
  for (const page of PRERENDERED_PAGES) {
    const file = path.join(webDist, 'prerendered', page.file);
    mkdirSync(path.dirname(file), { recursive: true });
    const head = prerenderedHead(page, `${page.path} | ${PAGE_SLOTS.consultancyName}`);
    writeFileSync(file, `<!doctype html><html lang="${page.language}"><head>${head}</head><body><div id="root"><h1>${page.path}</h1></div></body></html>`);
  }
}
