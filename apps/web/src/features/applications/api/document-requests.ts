import {
  API,
  DOCUMENT_REQUEST_MESSAGES,
  DocumentRequestLinkSchema,
  DocumentRequestsSchema,
  type DocumentRequestLink,
  type DocumentRequests,
  type RequestDocuments,
} from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { remoteData } from '../../../lib/remote-data';
import { useRefreshWhenStale } from '../../../lib/use-refresh-when-stale';
import { FILE_LINKS_STALE_AFTER_MS } from './get-application';
import { changedApplication } from './application-tags';

/** The requests have their own tag: asking or revoking changes them, not the application. */
const REQUESTS_TAG = 'DocumentRequests';
const requestsApi = api.enhanceEndpoints({ addTagTypes: [REQUESTS_TAG] });
const requestsOf = (id: string) => ({ type: REQUESTS_TAG, id }) as const;

/** What a reviewed file changes: the requests, and the application its document joined (with its history, email, list and figures). */
const reviewed = (id: string) => [requestsOf(id), ...changedApplication(id)];

const documentRequestsApi = requestsApi.injectEndpoints({
  endpoints: (build) => ({
    getDocumentRequests: build.query<DocumentRequests, string>({
      query: (id) => ({ path: API.applications.documentRequests(id) }),
      rawResponseSchema: DocumentRequestsSchema,
      providesTags: (_answer, _error, id) => [requestsOf(id)],
    }),
    /** The link comes back once, never again: the server keeps only its hash. The applicant's email is queued, and the history records it. */
    requestDocuments: build.mutation<DocumentRequestLink, { id: string } & RequestDocuments>({
      query: ({ id, ...ask }) => ({ path: API.applications.requestDocuments(id), method: 'POST', body: ask }),
      rawResponseSchema: DocumentRequestLinkSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [requestsOf(id), { type: 'Messages', id }, { type: 'History', id }]),
    }),
    revokeDocumentRequest: build.mutation<{ _id: string; message: string }, { id: string; requestId: string }>({
      query: ({ id, requestId }) => ({ path: API.applications.revokeDocumentRequest(id, requestId), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [requestsOf(id), { type: 'History', id }, 'Dashboard']),
    }),
    /** Into its slot (or the extra documents); `replace` only once staff confirmed the slot's file goes. */
    acceptUpload: build.mutation<DocumentRequests, { id: string; uploadId: string; replace: boolean }>({
      query: ({ id, uploadId, replace }) => ({ path: API.applications.acceptUpload(id, uploadId), method: 'POST', body: replace ? { replace } : {} }),
      rawResponseSchema: DocumentRequestsSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : reviewed(id)),
    }),
    /** The server emails the applicant the reason and a link to send it again. */
    refuseUpload: build.mutation<DocumentRequests, { id: string; uploadId: string; reason: string }>({
      query: ({ id, uploadId, reason }) => ({ path: API.applications.refuseUpload(id, uploadId), method: 'POST', body: { reason } }),
      rawResponseSchema: DocumentRequestsSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : reviewed(id)),
    }),
  }),
});

export const { useRequestDocumentsMutation, useRevokeDocumentRequestMutation, useAcceptUploadMutation, useRefuseUploadMutation } = documentRequestsApi;

/** The server's 409 when the slot holds a file already: staff are asked before it is replaced. */
export const isSlotTaken = (error: unknown) => isApiError(error) && error.status === 409 && error.body.message === DOCUMENT_REQUEST_MESSAGES.replaceSlot;

/** The application's requests, newest first; fetched again before the received files' links expire. */
export function useDocumentRequests(id: string) {
  const result = documentRequestsApi.useGetDocumentRequestsQuery(id);
  const answeredAt = result.isSuccess && !result.isFetching ? result.fulfilledTimeStamp : null;
  useRefreshWhenStale(answeredAt, FILE_LINKS_STALE_AFTER_MS, result.refetch);
  return remoteData(result);
}
