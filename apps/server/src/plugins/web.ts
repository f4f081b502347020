import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COMMON_MESSAGES, DEFAULT_SETTINGS, PAGES, publicSettingsOf, PUBLIC_SETTINGS_ELEMENT_ID, SOCIAL_NETWORKS, type PublicSettings } from '@visadesk/contract';

/** The public pages the web build prerenders (apps/web/scripts/prerender.mjs), by path. */
const PRERENDERED: Record<string, string> = {
  [PAGES.home]: 'home.html',
  [PAGES.enquiry]: 'enquiry.html',
  [PAGES.login]: 'login.html',
  [PAGES.register]: 'register.html',
};

/** Listed in sitemap.xml, most important first. */
const SITEMAP_PAGES = [PAGES.home, PAGES.enquiry, PAGES.register, PAGES.login];

/** The staff desk and the private applicant copy have nothing for search engines. */
const NOT_FOR_CRAWLERS = ['/api/', PAGES.viewOne, PAGES.dashboard, PAGES.userManagement, PAGES.application, PAGES.slider, PAGES.setting, PAGES.profile];

const ORIGIN_TOKEN = '%SITE_ORIGIN%';
const STRUCTURED_DATA_MARKER = '<!--structured-data-->';

function loadPrerendered(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [route, file] of Object.entries(PRERENDERED)) {
    const full = path.join(webDist, 'prerendered', file);
    if (existsSync(full)) pages.set(route, readFileSync(full, 'utf8'));
  }
  return pages;
}

/**
 * Puts `text` in place of every `marker`. A replacement given as a string would read `$&`, `$'`
 * and `` $` `` in the consultancy's own words as patterns (one `$'` copies the rest of the page
 * into it), so the text is handed over by a function, which is taken as it is.
 */
function insertText(html: string, marker: string, text: string): string {
  return html.replaceAll(marker, () => text);
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The consultancy as schema.org data. A JSON-LD block is data, not script: the CSP's script-src
 * does not apply to it. `<` is escaped so no value can close the element.
 */
export function structuredData(settings: PublicSettings, origin: string): string {
  const sameAs = SOCIAL_NETWORKS.map((network) => settings.socialLinks[network]).filter(Boolean);
  const data = {
    '@context': 'https://schema.org',
    '@type': ['ProfessionalService', 'EmploymentAgency'],
    name: settings.consultancyName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/social-card.png`,
    description:
      'Visa and migration consultancy: Canada work visas, family visas, skilled and business migration, visitor visas and overseas job placement.',
    areaServed: 'CA',
    knowsAbout: ['Work visas', 'Family visas', 'Skilled migration', 'Business migration', 'Visitor visas'],
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.address ? { address: settings.address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The public settings as a JSON data block (not script: the CSP allows it) for the browser. */
function settingsData(settings: PublicSettings): string {
  const json = JSON.stringify(settings).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

/**
 * Puts the consultancy's name where the page was rendered with the default one: in text and
 * attributes, never inside a script or data block (whose own escaping differs).
 */
function withConsultancyName(html: string, name: string): string {
  if (name === DEFAULT_SETTINGS.consultancyName) return html;
  const escaped = escapeHtml(name);
  return html
    .split(/(<script\b[\s\S]*?<\/script>)/)
    .map((part) => (part.startsWith('<script') ? part : insertText(part, DEFAULT_SETTINGS.consultancyName, escaped)))
    .join('');
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. The
 * public pages get their prerendered HTML (with this site's origin and the consultancy's current
 * name and details filled in); any other non-API path gets index.html so client routes survive a
 * reload. Unknown /api paths get JSON. robots.txt and sitemap.xml are written per request, since
 * they need absolute URLs.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, { webDist }: { webDist: string }) => {
    const built = existsSync(path.join(webDist, 'index.html'));
    const prerendered = built ? loadPrerendered(webDist) : new Map<string, string>();
    if (built) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        wildcard: true,
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // The Host header is the client's word: only a plain host name or address may reach the HTML.
    const originOf = (request: FastifyRequest) => {
      if (app.config.publicUrl) return app.config.publicUrl;
      const host = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
      return `${request.protocol}://${host}`;
    };

    const publicSettings = async (): Promise<PublicSettings> => {
      try {
        return await app.settings.getPublic();
      } catch (error) {
        app.log.warn({ err: error }, 'public settings unavailable; the prerendered page keeps its defaults');
        return publicSettingsOf(DEFAULT_SETTINGS);
      }
    };

    const sendPrerendered = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
      const origin = originOf(request);
      const settings = await publicSettings();
      const headEnd = html.indexOf('</head>');
      let page = insertText(html.slice(0, headEnd), STRUCTURED_DATA_MARKER, structuredData(settings, origin));
      // The browser's copy of the settings: the page starts from it instead of asking the API.
      page += `  ${settingsData(settings)}\n  ` + html.slice(headEnd);
      page = insertText(page, ORIGIN_TOKEN, escapeHtml(origin));
      // The page was rendered with the default name; it shows the real one from the first paint.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withConsultancyName(page, settings.consultancyName));
    };

    const sendApp = (reply: FastifyReply) => {
      if (!built) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    };

    for (const route of Object.keys(PRERENDERED)) {
      app.get(route, (request, reply) => {
        const html = prerendered.get(route);
        return html ? sendPrerendered(request, reply, html) : sendApp(reply);
      });
    }

    app.get('/robots.txt', (request, reply) => {
      const lines = ['User-agent: *', 'Allow: /', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${originOf(request)}/sitemap.xml`, ''];
      return reply.header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send(lines.join('\n'));
    });

    app.get('/sitemap.xml', (request, reply) => {
      const origin = escapeHtml(originOf(request));
      const urls = SITEMAP_PAGES.map((page) => `  <url><loc>${origin}${page}</loc></url>`).join('\n');
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
      return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
    });

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ message: COMMON_MESSAGES.notFound });
      }
      return sendApp(reply);
    });
  },
  { name: 'web', dependencies: ['database'] },
);
