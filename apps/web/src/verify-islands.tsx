import { VERIFY_ISLANDS } from './features/verify/islands';
import { hydrateIslands } from './hydrate-islands';

/**
 * The verification page's script (`/verify`): the public layout's islands and the page's own, on
 * Preact, in a bundle of its own (its budget: 60 KB gzip for every script it loads). The signature
 * library and the QR decoder come only where the browser lacks its own.
 */
hydrateIslands(VERIFY_ISLANDS);
