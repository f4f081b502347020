import { API, DEFAULT_APPLICATION_SORT, PAGE_SIZE, type ApplicationFilters, type ApplicationListResponse } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';
import { TIMEOUTS } from '../../../config/timing';

export interface ApplicationListQuery extends Partial<ApplicationFilters> {
  page?: number;
  limit?: number;
}

/** The query string of a view: what narrows or orders it, nothing left empty or at its default. */
export function viewQuery(view: Partial<ApplicationFilters>): Record<string, string | undefined> {
  const { search, status, nationality, jobTitle, createdFrom, createdTo, stage, overdue, sort } = view;
  return {
    search: search || undefined,
    status: status || undefined,
    nationality: nationality || undefined,
    jobTitle: jobTitle || undefined,
    createdFrom: createdFrom || undefined,
    createdTo: createdTo || undefined,
    stage: stage || undefined,
    // Only `true` narrows the list: `false` and '' both mean every application.
    overdue: overdue === 'true' ? 'true' : undefined,
    sort: sort && sort !== DEFAULT_APPLICATION_SORT ? sort : undefined,
  };
}

const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a query the server answers its default first page, which the add form checks for duplicates. */
    getApplications: build.query<ApplicationListResponse, ApplicationListQuery>({
      query: ({ page, limit, ...view }) => ({
        path: API.applications.list,
        query: { page, limit, ...viewQuery(view) },
        timeoutMs: TIMEOUTS.applicationList,
      }),
      providesTags: ['ApplicationList'],
    }),
  }),
});

/** One page of the staff list as the address shows it; after a delete the same page is fetched again. */
export function useApplications(page: number, view: ApplicationFilters) {
  return remoteData(listApi.useGetApplicationsQuery({ page, limit: PAGE_SIZE, ...view }));
}

/** How many applications a column of the board shows: those longest in the stage. */
export const BOARD_COLUMN_SIZE = 20;

/** A column of the board: the applications in one stage, the longest waiting first. */
export function useStageColumn(stage: string) {
  return remoteData(listApi.useGetApplicationsQuery({ stage, sort: 'stageSince', limit: BOARD_COLUMN_SIZE }), { keepOnFailure: true });
}

/** The list the add form compares a new applicant's email and passport against (spec step 6). */
export function useKnownApplications() {
  return remoteData(listApi.useGetApplicationsQuery({}));
}
