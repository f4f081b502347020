import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, PAGE_SLOTS, PUBLIC_SETTINGS_ELEMENT_ID, UPLOAD_TOKEN_SLOT } from '@visadesk/contract';
import { buildTestApp, testConfig, type TestContext } from './helpers.ts';

/** A prerendered page as the web build writes it (apps/web/src/ssr/document.tsx), with its slots. */
const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title>` +
  `<meta property="og:url" content="${PAGE_SLOTS.siteOrigin}/" />` +
  `<script type="application/ld+json">${PAGE_SLOTS.structuredData}</script>` +
  `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${PAGE_SLOTS.publicSettings}</script></head>` +
  `<body><div id="root">${body}</div></body></html>`;

describe('the prerendered public pages', () => {
  let t: TestContext;
  beforeAll(async () => {
    const webDist = path.join(testConfig().dataDir, 'dist');
    mkdirSync(path.join(webDist, 'prerendered'), { recursive: true });
    // The app's page, with Bootstrap's left-to-right build; the build also has the right-to-left one (ADR 028).
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="en"><title>VisaDesk</title><link rel="stylesheet" href="/assets/bootstrap-Ab12.css"><div id="root"></div></html>',
    );
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'assets', 'bootstrap-Ab12.css'), '');
    writeFileSync(path.join(webDist, 'assets', 'bootstrap-rtl-Cd34.css'), '');
    writeFileSync(
      path.join(webDist, 'prerendered', 'home.html'),
      page(`${PAGE_SLOTS.consultancyName} | VisaDesk`, `<h1>${PAGE_SLOTS.consultancyName}</h1><li>%HOME:destinations.0.name%</li><footer>© ${PAGE_SLOTS.copyrightYear}</footer>`),
    );
    // The Hindi home page: the first of Settings' destinations (the United Arab Emirates by default) as the build leaves it, a slot.
    mkdirSync(path.join(webDist, 'prerendered', 'hi'), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered', 'hi', 'home.html'), page('VisaDesk', '<li>%HOME:destinations.0.name%</li>'));
    writeFileSync(path.join(webDist, 'prerendered', 'enquiry.html'), page('Check Visa Status | VisaDesk', '<h1>Check Visa Status</h1>'));
    mkdirSync(path.join(webDist, 'prerendered', 'hi'), { recursive: true });
    writeFileSync(path.join(webDist, 'prerendered', 'hi', 'enquiry.html'), page('वीज़ा स्टेटस देखें | VisaDesk', '<h1>वीज़ा स्टेटस देखें</h1>'));
    // The upload page's shells (ADR 050): the token's slot in the language links, the name's in the heading.
    for (const [language, file] of [['en', 'upload.html'], ['hi', 'hi/upload.html']] as const) {
      const links = `<a href="/upload/${UPLOAD_TOKEN_SLOT}">English</a><a href="/hi/upload/${UPLOAD_TOKEN_SLOT}">हिन्दी</a>`;
      writeFileSync(path.join(webDist, 'prerendered', file), page(`Send documents | ${PAGE_SLOTS.consultancyName}`, `<h1 lang="${language}">${PAGE_SLOTS.consultancyName}</h1>${links}`));
    }
    // The applicant copy's shells (ADR 053), in English and Hindi: this build has no Urdu one.
    for (const [language, file] of [['en', 'view-one.html'], ['hi', 'hi/view-one.html']] as const) {
      writeFileSync(path.join(webDist, 'prerendered', file), page(`Applicant Copy | ${PAGE_SLOTS.consultancyName}`, `<p class="print-letterhead">${PAGE_SLOTS.consultancyName}</p><h1 lang="${language}">Applicant Copy</h1>`));
    }
    // The site's address is PUBLIC_URL's, whatever a request's Host header says (ADR 041).
    t = await buildTestApp({ webDist, publicUrl: 'https://visas.example' });
  });
  afterAll(() => t.close());

  it('sends each public page its own HTML, with this site as the origin', async () => {
    const home = await t.app.inject({ url: '/', headers: { host: 'elsewhere.example' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain(`<h1>${DEFAULT_SETTINGS.consultancyName}</h1>`);
    expect(home.body).toContain('content="https://visas.example/"');
    expect(home.body).not.toContain('elsewhere.example');
    expect(home.body).not.toContain('%SITE_ORIGIN%');

    const enquiry = await t.app.inject('/enquiry?from=banner');
    expect(enquiry.body).toContain('<h1>Check Visa Status</h1>');
    // The same page in Hindi, at its own address; a language the site does not have gets the shell.
    const hindi = await t.app.inject('/hi/enquiry');
    expect([hindi.statusCode, hindi.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(hindi.body).toContain('<h1>वीज़ा स्टेटस देखें</h1>');
    expect((await t.app.inject('/de/enquiry')).body).toContain('<div id="root"></div>');
    // Not prerendered (yet, or ever): the empty shell, which the browser renders itself.
    for (const url of ['/login', '/dashboard']) {
      expect((await t.app.inject(url)).body).toContain('<div id="root"></div>');
    }
  });

  it("names Settings' destinations in the page's language on the home page", async () => {
    expect((await t.app.inject('/')).body).toContain('<li>United Arab Emirates</li>');
    expect((await t.app.inject('/hi/')).body).toContain('<li>संयुक्त अरब अमीरात</li>');
  });

  it('sends a page read right to left that has no prerendered page with the right-to-left stylesheet', async () => {
    // This build has no Urdu shell of the applicant copy: the app's page stands in for it.
    const copy = await t.app.inject('/ur/view-one');
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toMatch(/text\/html/);
    expect(copy.body).toContain('<html lang="ur" dir="rtl">');
    expect(copy.body).toContain('href="/assets/bootstrap-rtl-Cd34.css"');
    expect(copy.body).not.toContain('bootstrap-Ab12.css');
    // Left to right, the page as built.
    for (const url of ['/dashboard', '/hi/dashboard']) {
      const body = (await t.app.inject(url)).body;
      expect(body).toContain('href="/assets/bootstrap-Ab12.css"');
      expect(body).toContain('<html lang="en">');
    }
  });

  it("fills in the footer's year as the year the page is served in the server's time zone", async () => {
    const home = await t.app.inject('/');
    const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: t.config.timeZone }).format(new Date());
    expect(home.body).toContain(`<footer>© ${year}</footer>`);
    expect(home.body).not.toContain(PAGE_SLOTS.copyrightYear);
  });

  it('never writes a forged Host header into the page', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'evil.example"><script>alert(1)</script>' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('content="https://visas.example/"');
  });

  it('describes the consultancy as schema.org data from its current settings', async () => {
    const { headers } = await t.loginAs('superadmin');
    const settings = {
      ...DEFAULT_SETTINGS,
      consultancyName: 'Maple Route <Consultants>',
      phone: '+977 1 4412345',
      socialLinks: { ...DEFAULT_SETTINGS.socialLinks, facebook: 'https://facebook.com/mapleroute' },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: settings });
    expect(saved.statusCode).toBe(200);

    const home = await t.app.inject('/');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Maple Route <Consultants>',
      url: 'https://visas.example/',
      telephone: '+977 1 4412345',
      sameAs: ['https://facebook.com/mapleroute'],
    });
    // The page shows the real name from the first paint: the tab title and the page itself.
    expect(home.body).toContain('<title>Maple Route &lt;Consultants&gt; | VisaDesk</title>');
    expect(home.body).toContain('<h1>Maple Route &lt;Consultants&gt;</h1>');
    expect(home.body).not.toContain(DEFAULT_SETTINGS.consultancyName);
    // And the browser gets the settings with the page, as data, instead of asking for them.
    const block = new RegExp(`<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">(.*?)</script>`).exec(home.body)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual((await t.app.inject(API.publicSettings)).json());
    expect(JSON.parse(block)).toMatchObject({ consultancyName: 'Maple Route <Consultants>', phone: '+977 1 4412345' });
  });

  it("writes a name holding $&, $` or $' as the text it is, not as a replacement pattern", async () => {
    const { headers } = await t.loginAs('superadmin');
    for (const consultancyName of ["Ram $& Shyam", 'Ram $` Shyam', "Ram $' Shyam", 'Ram $$ $1 Shyam']) {
      const settings = { ...DEFAULT_SETTINGS, consultancyName, address: `Ward 4 ${consultancyName}` };
      expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: settings })).statusCode).toBe(200);
      const home = await t.app.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.body.length).toBeLessThan(20_000);
      const shown = consultancyName.replaceAll('&', '&amp;');
      expect(home.body).toContain(`<h1>${shown}</h1>`);
      expect(home.body).toContain(`<title>${shown} | VisaDesk</title>`);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home.body)?.[1] ?? '';
      expect(JSON.parse(json)).toMatchObject({ name: consultancyName, address: `Ward 4 ${consultancyName}` });
    }
  });

  it("writes a name that reads like one of the page's slots as the text it is", async () => {
    const { headers } = await t.loginAs('superadmin');
    const consultancyName = `${PAGE_SLOTS.siteOrigin} ${PAGE_SLOTS.publicSettings} Travels`;
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: { ...DEFAULT_SETTINGS, consultancyName } })).statusCode).toBe(200);
    const home = await t.app.inject('/');
    expect(home.body).toContain(`<h1>${consultancyName}</h1>`);
    expect(home.body).toContain('content="https://visas.example/"');
  });

  it("publishes robots.txt and sitemap.xml with absolute addresses, PUBLIC_URL's", async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /api/');
    for (const copy of ['/view-one', '/hi/view-one', '/ur/view-one', '/upload/', '/hi/upload/', '/ur/upload/']) expect(robots.body).toContain(`Disallow: ${copy}\n`);
    expect(robots.body).toContain('Sitemap: https://visas.example/sitemap.xml');

    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    for (const page of ['/', '/enquiry', '/register', '/login', '/fr/enquiry', '/hi/enquiry', '/bn/enquiry', '/ne/enquiry', '/ur/enquiry', '/hi/', '/ur/', '/ur/login', '/bn/register']) {
      expect(sitemap.body).toContain(`<loc>https://visas.example${page}</loc>`);
    }
    // Each version of the status check names the others, as its page does.
    const hindiEntry = /<url><loc>https:\/\/visas\.example\/hi\/enquiry<\/loc>(.*?)<\/url>/.exec(sitemap.body)?.[1] ?? '';
    expect(hindiEntry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://visas.example/enquiry"/>');
    expect(hindiEntry).toContain('<xhtml:link rel="alternate" hreflang="ur" href="https://visas.example/ur/enquiry"/>');
    expect(hindiEntry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://visas.example/enquiry"/>');
    const homeEntry = /<url><loc>https:\/\/visas\.example\/ur\/<\/loc>(.*?)<\/url>/.exec(sitemap.body)?.[1] ?? '';
    expect(homeEntry).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://visas.example/hi/"/>');
    expect(homeEntry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://visas.example/"/>');
    expect(sitemap.body).not.toContain('view-one');
    expect(sitemap.body).not.toContain('upload');
  });

  it('sends the upload page with its token in the language links, never cached or indexed, and changes nothing (ADR 050)', async () => {
    const token = 'q3V8c1mZKx0vYt9B2nR4sW6uA7eD5fH8jL0pQ1rT2yU';
    for (const [url, language] of [[`/upload/${token}`, 'en'], [`/hi/upload/${token}`, 'hi']]) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      // The consultancy's name filled in (an earlier test renamed it), as on every prerendered page.
      expect(answer.body).toContain(`<h1 lang="${language}">`);
      expect(answer.body).not.toContain(PAGE_SLOTS.consultancyName);
      expect(answer.body).toContain(`<a href="/hi/upload/${token}">`);
      expect(answer.body).not.toContain(UPLOAD_TOKEN_SLOT);
    }
    // Anything that is not a token's form is never written into the page.
    const forged = await t.app.inject({ url: '/upload/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('<script>alert');
    expect(forged.body).toContain('<a href="/upload/">');
  });

  it("sends the applicant copy's shell in its language, the consultancy's name filled in, revalidated and never indexed (ADR 053)", async () => {
    for (const [url, language] of [['/view-one', 'en'], ['/hi/view-one', 'hi']]) {
      const answer = await t.app.inject({ url });
      expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      // No copy is in the page (it is the browser's), so the service worker may keep it; always asked again.
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.body).toContain(`<h1 lang="${language}">Applicant Copy</h1>`);
      expect(answer.body).not.toContain(PAGE_SLOTS.consultancyName);
      expect(answer.body).not.toContain('<div id="root"></div>');
    }
  });

  it('leads a language code without its slash to that language\'s home page', async () => {
    const answer = await t.app.inject({ url: '/hi' });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('/hi/');
    expect((await t.app.inject({ url: '/en' })).statusCode).not.toBe(301);
  });
});
