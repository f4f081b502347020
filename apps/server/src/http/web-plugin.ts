import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES, DEFAULT_LANGUAGE, DEFAULT_SETTINGS, directionOf, LANGUAGE_CODES, languageOfPath, localisedPath, PAGES, PRERENDERED_PAGES, publicSettingsOf, UPLOAD_PAGE_SHELLS, UPLOAD_TOKEN_PATTERN, UPLOAD_TOKEN_SLOT, versionsOf, VIEW_ONE_PAGE_SHELLS, type Language, type PrerenderedPage, type PublicSettings } from '@visadesk/contract';
import { homeVacanciesOf, jobsPages, jobsSitemapEntries, loadJobsShells } from '../demands/public-routes.ts';
import { escapeHtml, fillPrerenderedPage } from './prerendered-page.ts';

/** The staff desk and the private applicant copy (in every language) have nothing for search engines. */
const NOT_FOR_CRAWLERS = [
  '/api/',
  ...LANGUAGE_CODES.flatMap((language) => [localisedPath(PAGES.viewOne, language), localisedPath(`${PAGES.upload}/`, language)]),
  PAGES.resetPassword, PAGES.dashboard, PAGES.userManagement, PAGES.application, PAGES.slider, PAGES.setting, PAGES.profile, PAGES.activity,
  PAGES.demands, PAGES.callbacks,
];

/** The pages the web build prerendered (apps/web/src/entry-server.tsx), by path. */
function loadPrerendered(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const { path: route, file } of PRERENDERED_PAGES) {
    const full = path.join(webDist, 'prerendered', file);
    if (existsSync(full)) pages.set(route, readFileSync(full, 'utf8'));
  }
  return pages;
}

/** The year on the consultancy's calendar, for the footer's copyright. */
const thisYear = (app: FastifyInstance) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: app.config.timeZone }).format(new Date());

/** A page's shells, one per language (ADR 050, 053), by language: the upload page's, the applicant copy's. */
function loadShells(webDist: string, list: readonly { language: Language; file: string }[]): Map<Language, string> {
  const shells = new Map<Language, string>();
  for (const { language, file } of list) {
    const full = path.join(webDist, 'prerendered', file);
    if (existsSync(full)) shells.set(language, readFileSync(full, 'utf8'));
  }
  return shells;
}

/**
 * `/upload/<token>` in each language: the shell with the consultancy's details and the token in its
 * language links (only a token of the right form; the page asks the API with it, which decides).
 * Never stored by a cache, never indexed; the site's no-referrer policy keeps the address from
 * leaving with a click. Opening it changes nothing: a mail scanner following the link uses nothing up.
 */
function addUploadPages(app: FastifyInstance, shells: Map<Language, string>, sendApp: SendApp): void {
  for (const language of LANGUAGE_CODES) {
    app.get<{ Params: { token: string } }>(localisedPath(`${PAGES.upload}/:token`, language), async (request, reply) => {
      const shell = shells.get(language);
      if (!shell) return sendApp(reply, request.url);
      const token = UPLOAD_TOKEN_PATTERN.test(request.params.token) ? request.params.token : '';
      const page = fillPrerenderedPage(shell, await publicSettings(app), app.config.publicUrl, thisYear(app), language).replaceAll(UPLOAD_TOKEN_SLOT, token);
      return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(page);
    });
  }
}

/**
 * `/view-one` in each language: the applicant copy's shell with the consultancy's details. The copy
 * itself is the browser's (the tab's session storage, or kept on the phone), never in the page, so
 * the page may be kept by the service worker and revalidated; never indexed.
 */
function addViewOnePages(app: FastifyInstance, shells: Map<Language, string>, sendApp: SendApp): void {
  for (const { language, path: route } of VIEW_ONE_PAGE_SHELLS) {
    app.get(route, async (request, reply) => {
      const shell = shells.get(language);
      if (!shell) return sendApp(reply, request.url);
      const page = fillPrerenderedPage(shell, await publicSettings(app), app.config.publicUrl, thisYear(app), language);
      return reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow').type('text/html; charset=utf-8').send(page);
    });
  }
}

/**
 * The app's page for an address read right to left that has no prerendered page (`/ur/view-one`):
 * index.html with Bootstrap's right-to-left build in place of the left-to-right one (ADR 028) and
 * `<html lang dir>`, so the page is laid out the right way from its first paint. Null when the
 * build has no such stylesheet (an older build): the page then keeps the left-to-right one.
 */
function rightToLeftShell(webDist: string, shell: string, language: string): string | null {
  const assets = path.join(webDist, 'assets');
  const rtl = existsSync(assets) ? readdirSync(assets).find((file) => /^bootstrap-rtl-[\w-]+\.css$/.test(file)) : undefined;
  const ltr = /\/assets\/bootstrap-(?!rtl-)[\w-]+\.css/.exec(shell)?.[0];
  if (!rtl || !ltr) return null;
  return shell.replace(ltr, `/assets/${rtl}`).replace('<html lang="en">', `<html lang="${language}" dir="rtl">`);
}

/**
 * Hashed assets cached for a year; the destination flags (fixed addresses, the same in every
 * release unless flag-icons redraws one) for a week; everything else revalidated.
 */
async function serveBuiltFiles(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const flag = filePath.includes(`${path.sep}flags${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : flag ? 'public, max-age=604800' : 'no-cache');
    },
  });
}

async function publicSettings(app: FastifyInstance): Promise<PublicSettings> {
  try {
    return await app.settings.getPublic();
  } catch (error) {
    app.log.warn({ err: error }, 'public settings unavailable; the prerendered page keeps its defaults');
    return publicSettingsOf(DEFAULT_SETTINGS);
  }
}

/** Sends the app's page for an address without a prerendered one. */
type SendApp = (reply: FastifyReply, url: string) => FastifyReply;

function addPrerenderedPages(app: FastifyInstance, prerendered: Map<string, string>, sendApp: SendApp): void {
  const sendPrerendered = async (reply: FastifyReply, html: string, language: Language, home: boolean) => {
    const year = thisYear(app);
    // The home page shows the open positions in place of its own vacancies section once a demand is published (ADR 052).
    const vacancies = home ? await homeVacanciesOf(app, language) : undefined;
    const page = fillPrerenderedPage(html, await publicSettings(app), app.config.publicUrl, year, language, { vacancies });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  };

  for (const { path: route, language, page } of PRERENDERED_PAGES) {
    app.get(route, (request, reply) => {
      const html = prerendered.get(route);
      return html ? sendPrerendered(reply, html, language, page === PAGES.home) : sendApp(reply, request.url);
    });
  }
  // A language's home page is `/hi/`: `/hi` leads there, so it has one address.
  for (const language of LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE)) {
    app.get(`/${language}`, (_request, reply) => reply.redirect(localisedPath(PAGES.home, language), 301));
  }
}

/** A translated page's versions in every language, as the page's own `hreflang` links name them. */
function alternatesOf(page: PrerenderedPage, origin: string): string {
  const versions = versionsOf(page.page);
  if (versions.length < 2) return '';
  const link = (hreflang: string, version: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${version}"/>`;
  return [...versions.map(({ language, path: version }) => link(language, version)), link('x-default', page.page)].join('');
}

/**
 * robots.txt, and the sitemap it names. A sitemap lists absolute addresses only (sitemaps.org), and
 * only PUBLIC_URL says which: without it robots.txt names none and /sitemap.xml answers 404, the
 * truth that there is none, rather than an empty list that says the site has no pages (ADR 041).
 */
function addCrawlerFiles(app: FastifyInstance): void {
  const { publicUrl } = app.config;
  app.get('/robots.txt', (_request, reply) => {
    const sitemap = publicUrl === undefined ? [] : [`Sitemap: ${publicUrl}/sitemap.xml`, ''];
    const lines = ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`), '', ...sitemap];
    return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    if (publicUrl === undefined) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(COMMON_MESSAGES.notFound);
    const origin = escapeHtml(publicUrl);
    const pages = PRERENDERED_PAGES.map((page) => `  <url><loc>${origin}${page.path}</loc>${alternatesOf(page, origin)}</url>`);
    // The vacancies: /jobs and each published demand's page, in every language.
    const urls = [...pages, ...(await jobsSitemapEntries(app, origin))].join('\n');
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      `${urls}\n</urlset>\n`;
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. The
 * public pages get their prerendered HTML (with this site's origin, PUBLIC_URL, and the
 * consultancy's current name and details filled in); any other non-API path gets index.html so
 * client routes survive a reload. Unknown /api paths get JSON. robots.txt and sitemap.xml are
 * written on PUBLIC_URL. The vacancies pages (`/jobs`, `/jobs/<id>`) are shells the server fills
 * with the published demands (demands/public-routes.ts).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const built = existsSync(path.join(webDist, 'index.html'));
    const prerendered = built ? loadPrerendered(webDist) : new Map<string, string>();
    if (built) await serveBuiltFiles(app, webDist);

    const shell = built ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
    const rtlShells = new Map(
      LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl').map((code) => [code, rightToLeftShell(webDist, shell, code)] as const),
    );
    const sendApp: SendApp = (reply, url) => {
      if (!built) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      const rtl = rtlShells.get(languageOfPath(new URL(url, 'http://x').pathname).language);
      if (rtl) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(rtl);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };

    addPrerenderedPages(app, prerendered, sendApp);
    addUploadPages(app, built ? loadShells(webDist, UPLOAD_PAGE_SHELLS) : new Map(), sendApp);
    addViewOnePages(app, built ? loadShells(webDist, VIEW_ONE_PAGE_SHELLS) : new Map(), sendApp);
    // Its own plugin (not fastify-plugin): the form's urlencoded body parser stays with these routes.
    await app.register(jobsPages, { shells: built ? loadJobsShells(webDist) : new Map(), settings: () => publicSettings(app), sendApp });
    addCrawlerFiles(app);

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: COMMON_MESSAGES.notFound });
      }
      return sendApp(reply, request.url);
    });
  },
  { name: 'web', dependencies: ['database'] },
);
