import { API, AUTH_MESSAGES, COMMON_MESSAGES, DashboardSchema, type Dashboard } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { remoteData, type RemoteData } from '../../../lib/remote-data';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Every figure of the dashboard in one call. */
    getDashboard: build.query<Dashboard, void>({
      query: () => ({ path: API.dashboard }),
      rawResponseSchema: DashboardSchema,
      providesTags: ['Dashboard'],
    }),
  }),
});

/** The spec words no dashboard error; the server's own message, or the usual no-answer text. */
export function dashboardErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message || COMMON_MESSAGES.internalError;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}

/** Loads on arrival; `retry` asks again after a failure. */
export function useDashboard(): RemoteData<Dashboard> {
  return remoteData(dashboardApi.useGetDashboardQuery());
}
