import { ENQUIRY_ISLANDS } from './features/enquiry/islands';
import { hydrateIslands } from './hydrate-islands';

/**
 * The status enquiry's script (`/enquiry`): the public layout's islands and the form, on Preact, in
 * a bundle of its own (its budget: 60 KB gzip for every script it loads). A found copy goes to
 * `/view-one` as a new page load, held in session storage (features/enquiry/api/held-results.ts).
 */
hydrateIslands(ENQUIRY_ISLANDS);
