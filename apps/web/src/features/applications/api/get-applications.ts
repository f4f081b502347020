import {
  API,
  APPLICATION_MESSAGES,
  PAGE_SIZE,
  TIMEOUTS,
  type ApplicationListResponse,
} from '@visadesk/contract';
import { useCallback } from 'react';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

export interface ApplicationListQuery {
  page?: number;
  limit?: number;
  search?: string;
}

/** Without a query the server answers its default first page, which the add form checks for duplicates. */
export function getApplications(query: ApplicationListQuery = {}, signal?: AbortSignal) {
  return apiClient.get<ApplicationListResponse>(API.applications.list, {
    query: { page: query.page, limit: query.limit, search: query.search || undefined },
    timeoutMs: TIMEOUTS.applicationList,
    signal,
  });
}

/** One page of the staff list; after a delete the same page is fetched again with the same size. */
export function useApplications(page: number, search: string) {
  const load = useCallback(
    (signal: AbortSignal) => getApplications({ page, limit: PAGE_SIZE, search }, signal),
    [page, search],
  );
  return useRemoteData(load);
}

const fetchForDuplicateCheck = (signal: AbortSignal) => getApplications({}, signal);

/** The list the add form compares a new applicant's email and passport against (spec step 6). */
export function useKnownApplications() {
  return useRemoteData(fetchForDuplicateCheck);
}

export function listErrorMessage(error: unknown): string {
  if (isNoResponseError(error)) return APPLICATION_MESSAGES.listNoResponse;
  const message = isApiError(error) ? error.body.message : error instanceof Error ? error.message : '';
  return `${APPLICATION_MESSAGES.listErrorPrefix}${message}`;
}
