import { DEFAULT_HOME_TEXTS, homeCopyOf, PAGES, PRERENDERED_PAGES, type Language, DEFAULT_CONSULTANCY_NAME as CONSULTANCY_NAME } from '@visadesk/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ELEMENT_ID } from '../starter/starter';
import { PrerenderedDocument } from './document';
import { pageAssets, type BuildManifests } from './page-assets';
import { testI18n } from '../testing/test-i18n';
import { pageHeads } from './page-heads';

const PAGE_HEADS = pageHeads(CONSULTANCY_NAME, homeCopyOf(DEFAULT_HOME_TEXTS, CONSULTANCY_NAME, 'en'), (language) => testI18n(language));

/** The build's manifests, with Bootstrap in both directions and the three script fonts (ADR 028). */
const manifests: BuildManifests = {
  app: {
    'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true, css: ['assets/app-1.css', 'assets/bootstrap-1.css'] },
    'src/styles/bootstrap-ltr.css': { file: 'assets/bootstrap-1.css', src: 'src/styles/bootstrap-ltr.css', isEntry: true },
    'src/styles/bootstrap-rtl.css': { file: 'assets/bootstrap-rtl-1.css', src: 'src/styles/bootstrap-rtl.css', isEntry: true },
    'src/fonts/subsets/devanagari.woff2': { file: 'assets/devanagari-1.woff2', src: 'src/fonts/subsets/devanagari.woff2' },
    'src/fonts/subsets/bengali.woff2': { file: 'assets/bengali-1.woff2', src: 'src/fonts/subsets/bengali.woff2' },
    'src/fonts/subsets/arabic.woff2': { file: 'assets/arabic-1.woff2', src: 'src/fonts/subsets/arabic.woff2' },
    // Each language's compiled catalogue, a chunk of its own (ADR 027).
    ...Object.fromEntries(
      ['en', 'fr', 'hi', 'bn', 'ne', 'ur'].map((language) => [`src/locales/${language}/messages.po`, { file: `assets/messages-${language}.js`, src: `src/locales/${language}/messages.po`, isDynamicEntry: true }]),
    ),
    ...Object.fromEntries(
      PAGE_HEADS.flatMap((head) => (head.routeModule ? [head.routeModule] : [])).map((route) => [route, { file: `assets/${route.split('/').pop()}-1.js`, src: route, isDynamicEntry: true }]),
    ),
  },
  islands: {
    'src/islands.tsx': { file: 'assets/islands-1.js', src: 'src/islands.tsx', isEntry: true },
    'src/verify-islands.tsx': { file: 'assets/verify-islands-1.js', src: 'src/verify-islands.tsx', isEntry: true },
    'src/enquiry-islands.tsx': { file: 'assets/enquiry-islands-1.js', src: 'src/enquiry-islands.tsx', isEntry: true },
  },
  starter: { 'src/starter/start.ts': { file: 'assets/start-1.js', src: 'src/starter/start.ts', isEntry: true } },
};

const FONT_OF: Record<Language, string | null> = { en: null, fr: null, hi: 'devanagari', ne: 'devanagari', bn: 'bengali', ur: 'arabic' };

/** What a browser reads in the head of a page as the build writes it. */
function headOf(path: string) {
  const head = PAGE_HEADS.find((each) => each.path === path);
  if (!head) throw new Error(`${path} has no head.`);
  const html = renderToStaticMarkup(<PrerenderedDocument head={head} assets={pageAssets(head, manifests)} body="" />);
  const page = new DOMParser().parseFromString(html, 'text/html');
  return {
    dir: page.documentElement.getAttribute('dir'),
    scripts: JSON.parse(page.querySelector(`#${APP_SCRIPTS_ELEMENT_ID}`)?.textContent ?? '[]') as string[],
    styles: [...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
    fonts: [...page.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => ({
      href: link.getAttribute('href'),
      type: link.getAttribute('type'),
      crossOrigin: link.hasAttribute('crossorigin'),
    })),
  };
}

describe('the head of each prerendered page, by its language (ADR 028)', () => {
  it.each(PRERENDERED_PAGES.map((page) => [page.path, page.language] as const))('%s (%s) preloads its script font, if any, and links Bootstrap in its direction', (path, language) => {
    const head = headOf(path);
    const font = FONT_OF[language];
    expect(head.fonts).toEqual(font ? [{ href: `/assets/${font}-1.woff2`, type: 'font/woff2', crossOrigin: true }] : []);
    const bootstrap = language === 'ur' ? '/assets/bootstrap-rtl-1.css' : '/assets/bootstrap-1.css';
    expect(head.dir).toBe(language === 'ur' ? 'rtl' : 'ltr');
    // Bootstrap first, the app's additions after it; never both directions at once.
    expect(head.styles[0]).toBe(bootstrap);
    expect(head.styles).toContain('/assets/app-1.css');
    expect(head.styles.filter((style) => style?.includes('bootstrap'))).toEqual([bootstrap]);
  });

  it.each(PRERENDERED_PAGES.map((page) => [page.path, page.language, page.page] as const))('%s (%s) loads its own catalogue beside the app, unless it is a page of islands', (path, language, page) => {
    const { scripts } = headOf(path);
    const catalogues = scripts.filter((script) => script.includes('/messages-'));
    const ofIslands = page === PAGES.home || page === PAGES.verify || page === PAGES.enquiry;
    expect(catalogues).toEqual(ofIslands ? [] : [`/assets/messages-${language}.js`]);
  });

  it('covers a page in each language that needs a font, and in English', () => {
    expect(new Set(PRERENDERED_PAGES.map((page) => page.language))).toEqual(new Set(['en', 'fr', 'hi', 'bn', 'ne', 'ur']));
  });
});
