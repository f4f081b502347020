import { JOBS_ISLANDS } from './ssr/jobs-islands';
import { hydrateIslands } from './hydrate-islands';

/**
 * The vacancies pages' script (`/jobs`, `/jobs/<id>`): only the public layout's islands (the top
 * bar's menu, the footer's contacts, the language offer), on Preact like the home page's. The
 * vacancies and the "Call me back" form are the server's HTML and work without it.
 */
hydrateIslands(JOBS_ISLANDS);
