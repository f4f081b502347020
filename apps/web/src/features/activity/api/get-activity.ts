import { API, PAGE_SIZE, type ActivityFilters, type ActivityPage } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';

/** The query string of a view: whose entries and which days, nothing left empty. */
export function activityQuery(view: Partial<ActivityFilters>): Record<string, string | undefined> {
  return { actor: view.actor || undefined, from: view.from || undefined, to: view.to || undefined };
}

const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ActivityPage, ActivityFilters & { page: number; limit: number }>({
      query: ({ page, limit, ...view }) => ({ path: API.activity.list, query: { page, limit, ...activityQuery(view) } }),
    }),
  }),
});

/** One page of the activity log as the address shows it, asked afresh on every arrival. */
export function useActivity(page: number, view: ActivityFilters) {
  return remoteData(activityApi.useGetActivityQuery({ page, limit: PAGE_SIZE, ...view }));
}
