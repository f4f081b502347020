import { LANGUAGE_CODES, WEB_APP } from '@visadesk/contract';
import type { RuntimeCaching } from 'workbox-build';

const DAY_SECONDS = 86_400;
const others = LANGUAGE_CODES.filter((language) => language !== 'en').join('|');

/**
 * The worker's pages a phone may open without the network, in every language: the home page, the
 * status check, the applicant copy and the verification page (`/`, `/hi/enquiry`, `/ur/view-one`).
 * Anchored at the site's root: `/api/…` and every staff page never match.
 */
export const WORKER_PAGES = new RegExp(`^https?://[^/]+/(?:(?:${others})/?)?(?:(?:enquiry|view-one|verify)/?)?(?:[?#].*)?$`);

/** The build's files (hashed, never changed), the icons and the flags. */
export const BUILD_FILES = /^https?:\/\/[^/]+\/(?:assets|icons|flags)\//;

/** The agency's public keys, for the verification page without the network. */
export const STATEMENT_KEYS = /^https?:\/\/[^/]+\/\.well-known\/visadesk-keys\.json$/;

/**
 * The service worker (ADR 053), written by Workbox: nothing precached, so a worker on 2G downloads
 * only what they open. A worker's page is asked of the network first and kept, to open without it
 * later; the build's files are kept as they are used; nothing else is ever touched: `/api/` (the
 * copy's data, documents, sign-in) and the staff's pages always go to the network.
 */
export const RUNTIME_CACHING: RuntimeCaching[] = [
  {
    urlPattern: WORKER_PAGES,
    handler: 'NetworkFirst',
    options: { cacheName: WEB_APP.caches.pages, networkTimeoutSeconds: 8, expiration: { maxEntries: 30 } },
  },
  {
    urlPattern: BUILD_FILES,
    handler: 'CacheFirst',
    options: { cacheName: WEB_APP.caches.assets, expiration: { maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS } },
  },
  {
    urlPattern: STATEMENT_KEYS,
    handler: 'StaleWhileRevalidate',
    options: { cacheName: WEB_APP.caches.keys },
  },
];
