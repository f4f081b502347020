import { DEFAULT_HOME_TEXTS, DEMAND_ID_SLOT, HOME_COPY_SLOTS, HOME_VACANCIES_MARKERS, homeCopyOf, homeSlotValues, JOBS_PAGE_SHELLS, JOBS_PAGE_SLOTS, PAGE_SLOTS, PAGES, PRERENDERED_PAGES, PUBLIC_SETTINGS_ELEMENT_ID, textIn, UPLOAD_PAGE_SHELLS, UPLOAD_TOKEN_SLOT, VIEW_ONE_PAGE_SHELLS, withConsultancyName, DEFAULT_CONSULTANCY_NAME as CONSULTANCY_NAME } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { footerWords } from './components/layouts/layout-words';
import { prerenderPages, renderPage } from './entry-server';
import type { BuildManifests } from './ssr/page-assets';
import { JOBS_ISLANDS } from './ssr/jobs-islands';
import { pageHeads, type PageHead } from './ssr/page-heads';
import { testI18n } from './testing/test-i18n';

/** Every prerendered page's head, each version in its language. */
const PAGE_HEADS = pageHeads(CONSULTANCY_NAME, homeCopyOf(DEFAULT_HOME_TEXTS, CONSULTANCY_NAME, 'en'), (language) => testI18n(language));
import { APP_SCRIPTS_ELEMENT_ID } from './starter/starter';

// The build runs this in Node (scripts/prerender.mjs, after `vite build --ssr`), which also proves it needs no browser.
describe('prerendering', () => {
  it.each(PAGE_HEADS.map((head) => [head.path, head] as const))('renders %s in Node, without a browser', async (_path, head) => {
    const html = await renderPage(head.path);
    // A home page's heading is Settings' in the page's language (the shipped default in each); its title names the page.
    const homeHeading = withConsultancyName(textIn(DEFAULT_HOME_TEXTS.heroHeading, head.language).text, CONSULTANCY_NAME);
    const heading = head.page === PAGES.home ? homeHeading : head.title.replace(/ \| VisaDesk Migration Consultancy$/, '');
    const h1 = new DOMParser().parseFromString(html, 'text/html').querySelector('h1');
    expect(h1?.textContent).toContain(heading);
    // The footer's year is the year it is read in (design notes, "Deliberate departures"), not the spec's 2025.
    expect(html).toContain(`© <!-- -->${new Date().getFullYear()}`);
    // What the visitor types is never part of the page (a picker's suggestions are not typed).
    expect(html).not.toMatch(/<(input|textarea)[^>]*value="[^"]+"/);
  });

  it('renders the home page with every block and the static slides', async () => {
    const html = await renderPage('/');
    expect(html).toContain('CHECK YOUR APPLICATION STATUS');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('poster=');
  });
});

/** Build manifests as Vite writes them, for a page that imports one chunk beside the app. */
const manifests: BuildManifests = {
  app: {
    'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true, imports: ['_react-1.js'], css: ['assets/app-1.css', 'assets/bootstrap-1.css'] },
    'src/styles/bootstrap-ltr.css': { file: 'assets/bootstrap-1.css', src: 'src/styles/bootstrap-ltr.css', isEntry: true },
    'src/styles/bootstrap-rtl.css': { file: 'assets/bootstrap-rtl-1.css', src: 'src/styles/bootstrap-rtl.css', isEntry: true },
    'src/fonts/subsets/devanagari.woff2': { file: 'assets/devanagari-1.woff2', src: 'src/fonts/subsets/devanagari.woff2' },
    'src/fonts/subsets/bengali.woff2': { file: 'assets/bengali-1.woff2', src: 'src/fonts/subsets/bengali.woff2' },
    'src/fonts/subsets/arabic.woff2': { file: 'assets/arabic-1.woff2', src: 'src/fonts/subsets/arabic.woff2' },
    '_react-1.js': { file: 'assets/react-1.js' },
    ...Object.fromEntries(
      PAGE_HEADS.flatMap((head) => (head.routeModule ? [head.routeModule] : [])).map((route) => [
        route,
        { file: `assets/${route.split('/').pop()}-1.js`, src: route, isDynamicEntry: true, imports: ['index.html', '_field-1.js'] },
      ]),
    ),
    '_field-1.js': { file: 'assets/field-1.js', imports: ['_react-1.js'] },
  },
  islands: {
    'src/islands.tsx': { file: 'assets/islands-1.js', src: 'src/islands.tsx', isEntry: true, imports: ['_preact-1.js'] },
    'src/upload-islands.tsx': { file: 'assets/upload-islands-1.js', src: 'src/upload-islands.tsx', isEntry: true, imports: ['_preact-1.js'], css: ['assets/upload-islands-1.css'] },
    'src/jobs-islands.tsx': { file: 'assets/jobs-islands-1.js', src: 'src/jobs-islands.tsx', isEntry: true, imports: ['_preact-1.js'] },
    'src/verify-islands.tsx': { file: 'assets/verify-islands-1.js', src: 'src/verify-islands.tsx', isEntry: true, imports: ['_preact-1.js'] },
    'src/enquiry-islands.tsx': { file: 'assets/enquiry-islands-1.js', src: 'src/enquiry-islands.tsx', isEntry: true, imports: ['_preact-1.js'] },
    'src/view-one-islands.tsx': {
      file: 'assets/view-one-islands-1.js', src: 'src/view-one-islands.tsx', isEntry: true, imports: ['_preact-1.js'], css: ['assets/view-one-islands-1.css'],
      dynamicImports: ['src/locales/hi/messages.po', 'src/locales/ur/messages.po'],
    },
    'src/locales/hi/messages.po': { file: 'assets/messages-hi-1.js', src: 'src/locales/hi/messages.po', isDynamicEntry: true },
    'src/locales/ur/messages.po': { file: 'assets/messages-ur-1.js', src: 'src/locales/ur/messages.po', isDynamicEntry: true },
    '_preact-1.js': { file: 'assets/preact-1.js' },
  },
  starter: { 'src/starter/start.ts': { file: 'assets/start-1.js', src: 'src/starter/start.ts', isEntry: true } },
};

describe('the prerendered pages, whole', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const content = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content');

  it('give each page its own title, description and link preview, at the origin the server fills in', async () => {
    const pages = await prerenderPages(manifests);
    // The upload page's and the applicant copy's shells come after the listed pages, unlisted, then the vacancies pages' shells (see below).
    expect(pages.map((page) => page.file)).toEqual([...PRERENDERED_PAGES, ...UPLOAD_PAGE_SHELLS, ...VIEW_ONE_PAGE_SHELLS, ...JOBS_PAGE_SHELLS].map((page) => page.file));
    for (const [index, { html }] of pages.slice(0, PRERENDERED_PAGES.length).entries()) {
      const head = PAGE_HEADS[index] as PageHead;
      const page = parse(html);
      // The home page's title and description are Settings' home texts: their slots.
      const title = head.path === PAGES.home ? HOME_COPY_SLOTS.heroHeading.text : head.title.replaceAll(CONSULTANCY_NAME, PAGE_SLOTS.consultancyName);
      const rights = footerWords(testI18n(head.language)).rights;
      expect(html).toMatch(/^<!doctype html>/);
      // The server fills in the year it serves the page in, once in the footer and once where the
      // browser reads it back; the name is followed by nothing that could double its full stop.
      expect(page.documentElement.getAttribute('data-copyright-year')).toBe(PAGE_SLOTS.copyrightYear);
      expect(html).toContain(`<bdi>${PAGE_SLOTS.consultancyName}</bdi> · <!-- -->${rights}`);
      expect(html).not.toContain(CONSULTANCY_NAME);
      expect(page.title).toBe(title);
      const description = head.path === PAGES.home ? HOME_COPY_SLOTS.aboutText.text : head.description.replaceAll(CONSULTANCY_NAME, PAGE_SLOTS.consultancyName);
      expect(content(page, 'meta[name="description"]')).toBe(description);
      expect(content(page, 'meta[property="og:title"]')).toBe(title);
      expect(content(page, 'meta[name="twitter:description"]')).toBe(description);
      expect(content(page, 'meta[property="og:site_name"]')).toBe(PAGE_SLOTS.consultancyName);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PAGE_SLOTS.siteOrigin}${head.path}`);
      expect(content(page, 'meta[property="og:image"]')).toBe(`${PAGE_SLOTS.siteOrigin}/social-card.png`);
      // Unlike the desk's empty shell, these pages are for search engines and need no script to show.
      expect(page.querySelector('meta[name="robots"], noscript')).toBeNull();
      expect(page.querySelector(`#${PUBLIC_SETTINGS_ELEMENT_ID}`)?.textContent).toBe(PAGE_SLOTS.publicSettings);
      expect(page.querySelector('script[type="application/ld+json"]')?.textContent).toBe(head.path === PAGES.home ? PAGE_SLOTS.structuredData : undefined);
    }
  });

  it('load only the starter before the first paint, and list what it starts', async () => {
    const pages = await prerenderPages(manifests);
    const scriptsOf = (file: string) => {
      const page = parse(pages.find((each) => each.file === file)?.html ?? '');
      return {
        withSource: [...page.querySelectorAll('script[src]')].map((script) => script.outerHTML),
        started: JSON.parse(page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? 'null'),
        styles: [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
      };
    };
    const home = scriptsOf('home.html');
    expect(home.withSource).toEqual(['<script type="module" src="/assets/start-1.js"></script>']);
    expect(home.started).toEqual(['/assets/islands-1.js', '/assets/preact-1.js']);
    expect(home.styles).toEqual(['/assets/bootstrap-1.css', '/assets/app-1.css']);
    expect(parse(pages[0]?.html ?? '').querySelector('link[rel="preload"][as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    const enquiry = scriptsOf('enquiry.html');
    expect(enquiry.withSource).toEqual(home.withSource);
    expect(enquiry.started).toEqual(['/assets/enquiry-islands-1.js', '/assets/preact-1.js']);
    const login = scriptsOf('login.html');
    expect(login.withSource).toEqual(home.withSource);
    expect(login.started).toEqual(['/assets/app-1.js', '/assets/react-1.js', '/assets/login.tsx-1.js', '/assets/field-1.js']);
  });

  it("write the server's slot wherever the page shows the consultancy's name or a home text, and never into an island's props", async () => {
    const [home] = await prerenderPages(manifests);
    const page = parse(home?.html ?? '');
    // The heading is a home text, which may name the consultancy anywhere: the server fills both.
    expect(page.querySelector('h1')?.textContent).toBe(HOME_COPY_SLOTS.heroHeading.text);
    expect(page.querySelector('h1')?.getAttribute('lang')).toBe(HOME_COPY_SLOTS.heroHeading.lang);
    const texts = [...page.querySelectorAll('h2, h3, p, li span')].map((element) => element.textContent);
    const languages = [...page.querySelectorAll('[lang]')].map((element) => element.getAttribute('lang'));
    for (const slot of homeSlotValues(DEFAULT_HOME_TEXTS, '', 'en').keys()) {
      const inText = texts.includes(slot) || languages.includes(slot) || page.querySelector(`img[src="/flags/${slot}.svg"]`) !== null;
      expect(inText || page.title === slot || content(page, 'meta[name="description"]') === slot, slot).toBe(true);
    }
    for (const island of page.querySelectorAll('[data-island-props]')) {
      expect(island.getAttribute('data-island-props')).not.toMatch(/%HOME:/);
    }
    expect(page.querySelector('footer')?.textContent).toContain(PAGE_SLOTS.consultancyName);
    expect(home?.html).not.toContain(CONSULTANCY_NAME);
    for (const island of page.querySelectorAll('[data-island-props]')) {
      expect(island.getAttribute('data-island-props')).not.toContain(PAGE_SLOTS.consultancyName);
    }
  });
});

describe('the prerendered pages in other languages', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
  const fileOf = async (file: string) => parse((await prerenderPages(manifests)).find((page) => page.file === file)?.html ?? '');

  it('writes the status check in every language, each with its lang, dir, words and locale', async () => {
    const pages = await prerenderPages(manifests);
    expect(pages.map((page) => page.file).filter((file) => file.endsWith('enquiry.html'))).toEqual([
      'enquiry.html', 'fr/enquiry.html', 'hi/enquiry.html', 'bn/enquiry.html', 'ne/enquiry.html', 'ur/enquiry.html',
    ]);
    const hindi = await fileOf('hi/enquiry.html');
    expect([hindi.documentElement.lang, hindi.documentElement.dir]).toEqual(['hi', 'ltr']);
    expect(hindi.querySelector('h1')?.textContent).toBe('वीज़ा स्टेटस देखें');
    expect(hindi.title).toBe(`वीज़ा स्टेटस देखें | ${PAGE_SLOTS.consultancyName}`);
    expect(hindi.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('hi_IN');
    const urdu = await fileOf('ur/enquiry.html');
    expect([urdu.documentElement.lang, urdu.documentElement.dir]).toEqual(['ur', 'rtl']);
    expect(urdu.querySelector('label')?.textContent).toBe('پاسپورٹ نمبر');
  });

  it('names every version of a translated page to search engines', async () => {
    const alternates = (page: Document) =>
      [...page.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`);
    const versions = (path: string, home = path === '/') =>
      ['en', 'fr', 'hi', 'bn', 'ne', 'ur']
        .map((code) => `${code} ${PAGE_SLOTS.siteOrigin}${code === 'en' ? path : home ? `/${code}/` : `/${code}${path}`}`)
        .concat(`x-default ${PAGE_SLOTS.siteOrigin}${path}`);
    expect(alternates(await fileOf('enquiry.html'))).toEqual(versions('/enquiry'));
    expect(alternates(await fileOf('ur/enquiry.html'))).toEqual(versions('/enquiry'));
    expect((await fileOf('ur/enquiry.html')).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PAGE_SLOTS.siteOrigin}/ur/enquiry`);
    expect(alternates(await fileOf('hi/home.html'))).toEqual(versions('/'));
    expect((await fileOf('hi/home.html')).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PAGE_SLOTS.siteOrigin}/hi/`);
    expect(alternates(await fileOf('login.html'))).toEqual(versions('/login'));
  });
});

describe('the verification page (ADR 053)', () => {
  it('is prerendered in every language, listed, loading only its own islands, its words in the island', async () => {
    const pages = await prerenderPages(manifests);
    const versions = ['verify.html', 'fr/verify.html', 'hi/verify.html', 'bn/verify.html', 'ne/verify.html', 'ur/verify.html'].map((file) => new DOMParser().parseFromString(pages.find((page) => page.file === file)?.html ?? '', 'text/html'));
    for (const page of versions) {
      expect(page.querySelector('meta[name="robots"]')).toBeNull();
      expect(JSON.parse(page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? 'null')).toEqual(['/assets/verify-islands-1.js', '/assets/preact-1.js']);
      expect(page.querySelector('[data-island="verify-page"]')).not.toBeNull();
    }
    const urdu = versions[5] as Document;
    expect(urdu.documentElement.dir).toBe('rtl');
    expect(urdu.querySelector('h1')?.textContent).toBe('درخواست گزار کی نقل کی جانچ کریں');
    const props = JSON.parse(urdu.querySelector('[data-island="verify-page"]')?.getAttribute('data-island-props') ?? '{}') as { words: { genuine: string; language: string } };
    expect(props.words).toMatchObject({ genuine: 'اصلی', language: 'ur' });
  });
});

describe("the applicant's upload page, one shell per language", () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('is prerendered at the path with the token slot, unlisted, loading only its own islands', async () => {
    const pages = await prerenderPages(manifests);
    const shells = UPLOAD_PAGE_SHELLS.map((shell) => ({ ...shell, page: parse(pages.find((page) => page.file === shell.file)?.html ?? '') }));
    expect(shells.map((shell) => shell.file)).toEqual(['upload.html', 'fr/upload.html', 'hi/upload.html', 'bn/upload.html', 'ne/upload.html', 'ur/upload.html']);
    for (const { page, language } of shells) {
      expect(page.documentElement.lang).toBe(language);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(page.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
      // No address of its own: it would carry the token.
      expect(page.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toBeNull();
      expect(JSON.parse(page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? 'null')).toEqual(['/assets/upload-islands-1.js', '/assets/preact-1.js']);
      expect([...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toContain('/assets/upload-islands-1.css');
    }
    const urdu = shells.find((shell) => shell.language === 'ur')?.page as Document;
    expect(urdu.documentElement.dir).toBe('rtl');
    expect(urdu.querySelector('h1')?.textContent).toBe('اپنی دستاویزات بھیجیں');
    // The language links lead to the same link in each language once the server has put the token in.
    const links = [...urdu.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href'));
    expect(links).toContain(`/hi/upload/${UPLOAD_TOKEN_SLOT}`);
    expect(links).toContain(`/upload/${UPLOAD_TOKEN_SLOT}`);
    const props = JSON.parse(urdu.querySelector('[data-island="upload-page"]')?.getAttribute('data-island-props') ?? '{}') as { token: string; words: { language: string } };
    expect([props.token, props.words.language]).toEqual([UPLOAD_TOKEN_SLOT, 'ur']);
  });
});

describe("the applicant copy's page, one shell per language (ADR 053)", () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('is unlisted, loads its islands with its language catalogue beside them, and holds no copy', async () => {
    const pages = await prerenderPages(manifests);
    const shells = VIEW_ONE_PAGE_SHELLS.map((shell) => ({ ...shell, page: parse(pages.find((page) => page.file === shell.file)?.html ?? '') }));
    expect(shells.map((shell) => shell.file)).toEqual(['view-one.html', 'fr/view-one.html', 'hi/view-one.html', 'bn/view-one.html', 'ne/view-one.html', 'ur/view-one.html']);
    for (const { page, language } of shells) {
      expect(page.documentElement.lang).toBe(language);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(page.querySelector('link[rel="canonical"], link[rel="alternate"], meta[property="og:url"]')).toBeNull();
      expect([...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toContain('/assets/view-one-islands-1.css');
      // The letterhead (on paper) names the consultancy as the server fills it in; the copy is the browser's.
      expect(page.querySelector('.print-letterhead')?.textContent).toBe(PAGE_SLOTS.consultancyName);
      expect(page.querySelector('[data-island="applicant-copy"] article, [data-island="applicant-copy"] img')).toBeNull();
    }
    const scripts = (language: string) => JSON.parse(shells.find((shell) => shell.language === language)?.page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? 'null') as string[];
    expect(scripts('hi')).toEqual(['/assets/view-one-islands-1.js', '/assets/preact-1.js', '/assets/messages-hi-1.js']);
    expect(scripts('ur')).toEqual(['/assets/view-one-islands-1.js', '/assets/preact-1.js', '/assets/messages-ur-1.js']);
    const urdu = shells.find((shell) => shell.language === 'ur')?.page as Document;
    expect(urdu.documentElement.dir).toBe('rtl');
    expect(urdu.title).toBe(`درخواست کی کاپی | ${PAGE_SLOTS.consultancyName}`);
    expect(urdu.querySelector('[data-island="applicant-copy"] h1')?.textContent).toBe('درخواست کی کاپی');
  });
});

describe('the vacancies pages, shells the server fills (ADR 052)', () => {
  const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('are prerendered per language with the site frame, the slots for the server and the layout islands alone', async () => {
    const pages = await prerenderPages(manifests);
    const shells = JOBS_PAGE_SHELLS.map((shell) => ({ ...shell, page: parse(pages.find((page) => page.file === shell.file)?.html ?? '') }));
    expect(shells.map((shell) => shell.file)).toEqual([
      'jobs.html', 'fr/jobs.html', 'hi/jobs.html', 'bn/jobs.html', 'ne/jobs.html', 'ur/jobs.html',
      'jobs-demand.html', 'fr/jobs-demand.html', 'hi/jobs-demand.html', 'bn/jobs-demand.html', 'ne/jobs-demand.html', 'ur/jobs-demand.html',
    ]);
    for (const { page, language, path } of shells) {
      expect([page.documentElement.lang, page.documentElement.dir]).toEqual([language, language === 'ur' ? 'rtl' : 'ltr']);
      expect(page.title).toBe(JOBS_PAGE_SLOTS.title);
      expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(JOBS_PAGE_SLOTS.description);
      expect(page.querySelector('main')?.textContent).toBe(JOBS_PAGE_SLOTS.content);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${PAGE_SLOTS.siteOrigin}${path}`);
      // The header's menu and the footer come to life; nothing else loads.
      expect(JSON.parse(page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? 'null')).toEqual(['/assets/jobs-islands-1.js', '/assets/preact-1.js']);
      // The jobs entry hydrates each of them by name (hydrate-islands.tsx throws on one it does not know).
      const islands = [...page.querySelectorAll('[data-island]')].map((island) => island.getAttribute('data-island'));
      expect(islands).toEqual(['top-bar', 'site-footer', 'language-offer']);
      expect(Object.keys(JOBS_ISLANDS).sort()).toEqual([...islands].sort());
      expect(page.querySelector('footer')?.textContent).toContain(PAGE_SLOTS.consultancyName);
    }
    const urdu = shells.find((shell) => shell.language === 'ur' && shell.kind === 'demand')?.page as Document;
    expect([...urdu.querySelectorAll('link[rel="alternate"]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)).toEqual([
      ...['en', 'fr', 'hi', 'bn', 'ne', 'ur'].map((code) => `${code} ${PAGE_SLOTS.siteOrigin}${code === 'en' ? '' : `/${code}`}/jobs/${DEMAND_ID_SLOT}`),
      `x-default ${PAGE_SLOTS.siteOrigin}/jobs/${DEMAND_ID_SLOT}`,
    ]);
    // The header's language menu leads to the same demand in each language once the server has put the id in.
    const links = [...urdu.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining([`/hi/jobs/${DEMAND_ID_SLOT}`, `/jobs/${DEMAND_ID_SLOT}`]));
    expect(urdu.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/bootstrap-rtl-1.css');
  });

  it("marks the home page's vacancies region, the job visa's section inside it, for the server", async () => {
    const [home] = await prerenderPages(manifests);
    const html = home?.html ?? '';
    const region = html.slice(html.indexOf(HOME_VACANCIES_MARKERS.begin), html.indexOf(HOME_VACANCIES_MARKERS.end));
    expect(region).toContain('id="job-visa-heading"');
    expect(html.split(HOME_VACANCIES_MARKERS.begin)).toHaveLength(2);
  });
});
