import { directionOf, localisedPath, type Language } from './languages.ts';

/**
 * The public pages as an installable web app (ADR 053): the manifest the server writes with the
 * consultancy's name, in the page's language, and the service worker the web build writes.
 */
export const WEB_APP = {
  /** `?lang=hi`: the app in the language of the page it was installed from. */
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  /** The caches the service worker keeps: the worker's pages, the build's files, the agency's keys. */
  caches: { pages: 'visadesk-pages', assets: 'visadesk-assets', keys: 'visadesk-keys' },
} as const;

/** The icons the build ships under /icons (apps/web/public/icons), from the brand mark. */
export const WEB_APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** The colours of the site's top bar and page, as the prerendered pages' theme-color says. */
export const WEB_APP_COLOURS = { theme: '#0b2545', background: '#ffffff' } as const;

/** Short names show under an icon on a home screen: about 12 characters fit. */
const SHORT_NAME_LENGTH = 12;

function shortNameOf(name: string): string {
  if (name.length <= SHORT_NAME_LENGTH) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= SHORT_NAME_LENGTH ? firstWord : `${[...firstWord].slice(0, SHORT_NAME_LENGTH - 1).join('')}…`;
}

/** The web app manifest (W3C Web Application Manifest) of the consultancy's public site in one language. */
export function webAppManifest(consultancyName: string, language: Language) {
  const start = localisedPath('/', language);
  return {
    id: '/',
    name: consultancyName,
    short_name: shortNameOf(consultancyName),
    lang: language,
    dir: directionOf(language),
    start_url: start,
    scope: '/',
    display: 'standalone',
    background_color: WEB_APP_COLOURS.background,
    theme_color: WEB_APP_COLOURS.theme,
    icons: WEB_APP_ICONS,
  };
}
