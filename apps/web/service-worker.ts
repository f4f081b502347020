import { LANGUAGE_CODES, WEB_APP } from '@visadesk/contract';
import type { RuntimeCaching } from 'workbox-build';

type RouteMatchCallback = Extract<RuntimeCaching['urlPattern'], (...args: never[]) => unknown>;

const DAY_SECONDS = 86_400;
const others = LANGUAGE_CODES.filter((language) => language !== 'en').join('|');

/**
 * The worker's pages a phone may open without the network, in every language, by path: the home
 * page, the status check, the applicant copy and the verification page (`/`, `/hi/enquiry`,
 * `/ur/view-one`). `/api/…` and every staff page never match.
 */
export const WORKER_PATHS = new RegExp(`^/(?:(?:${others})/?)?(?:(?:enquiry|view-one|verify)/?)?$`);

/** The build's files (hashed, never changed), the icons and the flags. */
export const BUILD_PATHS = /^\/(?:assets|icons|flags)\//;

/** The agency's public keys, for the verification page without the network. */
export const KEYS_PATH = /^\/\.well-known\/visadesk-keys\.json$/;

/**
 * A route for this site's own addresses whose path matches: never another site's. Workbox writes a
 * matcher into the service worker as its source text, so the pattern is written inside it.
 */
function ownPaths(pattern: RegExp): RouteMatchCallback {
  // The matcher's source is what the service worker runs: it must hold its pattern itself.
  return new Function('{ url, sameOrigin }', `return sameOrigin && ${String(pattern)}.test(url.pathname);`) as RouteMatchCallback;
}

/**
 * The service worker (ADR 053), written by Workbox: nothing precached, so a worker on 2G downloads
 * only what they open. A worker's page is asked of the network first and kept, to open without it
 * later; the build's files are kept as they are used; nothing else is ever touched: `/api/` (the
 * copy's data, documents, sign-in), the staff's pages and other sites always go to the network.
 */
export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    urlPattern: ownPaths(WORKER_PATHS),
    handler: 'NetworkFirst',
    options: { cacheName: WEB_APP.caches.pages, networkTimeoutSeconds: 8, expiration: { maxEntries: 30 } },
  },
  {
    urlPattern: ownPaths(BUILD_PATHS),
    handler: 'CacheFirst',
    options: { cacheName: WEB_APP.caches.assets, expiration: { maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS } },
  },
  {
    urlPattern: ownPaths(KEYS_PATH),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: WEB_APP.caches.keys },
  },
];

/** Whether the service worker keeps an address, as its routes decide it for a page at `origin`. */
export function keptByServiceWorker(address: string, origin: string): boolean {
  const url = new URL(address);
  return RUNTIME_CACHING.some((rule) => typeof rule.urlPattern === 'function' && Boolean(rule.urlPattern({ url, sameOrigin: url.origin === origin } as never)));
}
