import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { apiRequest, type RequestOptions } from './api-client';
import { announceApi } from './api-attachment';

/** One call as an endpoint describes it: the path and the client's options (the signal is RTK Query's). */
export interface ApiCall extends Omit<RequestOptions, 'signal'> {
  path: string;
}

/**
 * The one HTTP client (lib/api-client) as RTK Query's base query, so refreshing the token, the
 * error classes (ApiError, NoResponseError) and every screen's wording of them stay as they are.
 * What the client throws is the query's error, unchanged.
 */
const viaApiClient: BaseQueryFn<ApiCall, unknown, unknown> = async ({ path, ...options }, { signal }) => {
  try {
    return { data: await apiRequest<unknown>(path, { ...options, signal }) };
  } catch (error) {
    return { error };
  }
};

/**
 * Every piece of server data the desk shows. Features add their endpoints with
 * `api.injectEndpoints`; a change names the tags it invalidates, and whatever on screen shows them
 * is fetched again. Nothing is kept once no
 * screen shows it (ADR 016): each arrival asks afresh, and a shared office computer keeps no
 * applicant in memory after the page is left.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: viaApiClient,
  tagTypes: ['Application', 'ApplicationList', 'History', 'Messages', 'Dashboard', 'Settings', 'Staff', 'Stages'],
  keepUnusedDataFor: 0,
  // A screen that comes back before its old answer is dropped still asks afresh.
  refetchOnMountOrArgChange: true,
  // A response that does not match its contract schema is an error like any other, not a crash.
  catchSchemaFailure: (failure) => failure,
  endpoints: () => ({}),
});

announceApi(api);
