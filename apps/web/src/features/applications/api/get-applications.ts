import type { I18n } from '@lingui/core';
import { API, APPLICATION_MESSAGES, PAGE_SIZE, type ApplicationListResponse } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { remoteData } from '../../../lib/remote-data';
import { TIMEOUTS } from '../../../config/timing';
import { inPageLanguage } from '../../../i18n/spec-messages';

export interface ApplicationListQuery {
  page?: number;
  limit?: number;
  search?: string;
}

const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a query the server answers its default first page, which the add form checks for duplicates. */
    getApplications: build.query<ApplicationListResponse, ApplicationListQuery>({
      query: ({ page, limit, search }) => ({
        path: API.applications.list,
        query: { page, limit, search: search || undefined },
        timeoutMs: TIMEOUTS.applicationList,
      }),
      providesTags: ['ApplicationList'],
    }),
  }),
});

/** One page of the staff list; after a delete the same page is fetched again with the same size. */
export function useApplications(page: number, search: string) {
  return remoteData(listApi.useGetApplicationsQuery({ page, limit: PAGE_SIZE, search }));
}

/** The list the add form compares a new applicant's email and passport against (spec step 6). */
export function useKnownApplications() {
  return remoteData(listApi.useGetApplicationsQuery({}));
}

/** The list's failure as the page shows it: the contract's words (the server's among them) in the page's language. */
export function listErrorMessage(i18n: I18n, error: unknown): string {
  if (isNoResponseError(error)) return inPageLanguage(i18n, APPLICATION_MESSAGES.listNoResponse);
  const message = isApiError(error) ? error.body.message : error instanceof Error ? error.message : '';
  return `${inPageLanguage(i18n, APPLICATION_MESSAGES.listErrorPrefix)}${inPageLanguage(i18n, message)}`;
}
