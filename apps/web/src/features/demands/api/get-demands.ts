import { API, DEMAND_SORTS, DemandListSchema, type DemandFilters, type DemandList } from '@visadesk/contract';
import { remoteData } from '../../../lib/remote-data';
import { DEMANDS_TAG, demandsApi } from './demands-api';

/** What narrows or orders the list besides its page: state, country, search and order. */
export type DemandsView = DemandFilters;

/** The list's default order: the newest demand first. */
export const DEFAULT_DEMAND_SORT = DEMAND_SORTS[0];

/** The query string of a view: what narrows or orders it, nothing left empty or at its default. */
export const demandsQuery = (view: Partial<DemandsView>): Record<string, string | undefined> => ({
  state: view.state || undefined,
  country: view.country || undefined,
  search: view.search || undefined,
  sort: view.sort && view.sort !== DEFAULT_DEMAND_SORT ? view.sort : undefined,
});

const listApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    getDemands: build.query<DemandList, DemandsView & { page: number }>({
      query: ({ page, ...view }) => ({ path: API.demands.list, query: { page, ...demandsQuery(view) } }),
      rawResponseSchema: DemandListSchema,
      providesTags: [DEMANDS_TAG],
    }),
  }),
});

/** One page of demands as the address shows it. */
export const useDemands = (page: number, view: DemandsView) => remoteData(listApi.useGetDemandsQuery({ page, ...view }), { keepOnFailure: true });
