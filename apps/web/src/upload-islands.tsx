import { UPLOAD_ISLANDS } from './features/upload/islands';
import { hydrateIslands } from './hydrate-islands';

/**
 * The applicant's upload page's script (`/upload/<token>`): the public layout's islands and the
 * page's own, on Preact like the home page's, in a bundle of its own so the page never loads the
 * home page's hero and carousels (the page's budget: 60 KB gzip for every script it loads).
 */
hydrateIslands(UPLOAD_ISLANDS);
