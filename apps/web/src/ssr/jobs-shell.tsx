import { JOBS_PAGE_SLOTS, PAGES } from '@visadesk/contract';
import type { RouteObject } from 'react-router';
import { PublicLayout } from '../components/layouts/public-layout';

/** Where the server puts the vacancies page itself (the list, or one demand's positions), inside the layout's `<main>`. */
function JobsContent() {
  return JOBS_PAGE_SLOTS.content;
}

/**
 * The routes the vacancies pages' shells are prerendered with (`/jobs`, `/hi/jobs/%DEMAND_ID%`): the
 * public layout (top bar, footer, language offer) around the server's slot. Only the build renders
 * them; the app has no such pages, so a link to one is an ordinary link the server answers.
 */
export const JOBS_SHELL_ROUTES: RouteObject[] = [
  {
    path: PAGES.home,
    Component: PublicLayout,
    children: [
      { path: `${PAGES.jobs.slice(1)}/*`, Component: JobsContent },
      { path: `:lang/${PAGES.jobs.slice(1)}/*`, Component: JobsContent },
    ],
  },
];
