import { API, ApplicationWithJourneySchema, STAFF_FILE_URL_TTL_SECONDS, type ApplicationWithJourney } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';
import { useRefreshWhenStale } from '../../../lib/use-refresh-when-stale';

const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The record with where it stands on the worker's journey (ADR 049). */
    getApplication: build.query<ApplicationWithJourney, string>({
      query: (id) => ({ path: API.applications.one(id) }),
      rawResponseSchema: ApplicationWithJourneySchema,
      providesTags: (_answer, _error, id) => [{ type: 'Application', id }],
    }),
  }),
});

/** Well before the photo and document links in an answer stop working, a fresh answer replaces it. */
export const FILE_LINKS_STALE_AFTER_MS = (STAFF_FILE_URL_TTL_SECONDS * 1000) / 2;

/**
 * Loaded by id, so a reload or a shared link shows the same applicant. A desk left open on one
 * applicant fetches it again before its file links expire, so previews and documents keep opening.
 */
export function useApplication(id: string) {
  const result = applicationApi.useGetApplicationQuery(id);
  const answeredAt = result.isSuccess && !result.isFetching ? result.fulfilledTimeStamp : null;
  useRefreshWhenStale(answeredAt, FILE_LINKS_STALE_AFTER_MS, result.refetch);
  return remoteData(result);
}
