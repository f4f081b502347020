import { PAGES } from '@visadesk/contract';

/**
 * The desk's pages of one demand, under the list's path (so robots.txt's rule for it covers them):
 * only the web app links to them, so they live here rather than in the contract's PAGES.
 */
export const DEMAND_PATHS = {
  add: `${PAGES.demands}/new`,
  view: (id: string) => `${PAGES.demands}/${id}`,
  edit: (id: string) => `${PAGES.demands}/${id}/edit`,
} as const;

/** The router's patterns of the same pages. */
export const DEMAND_ROUTES = {
  add: DEMAND_PATHS.add,
  view: `${PAGES.demands}/:id`,
  edit: `${PAGES.demands}/:id/edit`,
} as const;

/** The call-back requests of one demand. */
export const demandCallbacksPath = (id: string) => `${PAGES.callbacks}?demand=${id}`;
