import { API, APPLICATION_MESSAGES, type Application, type DocumentSlotKey } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { changedApplication } from './application-tags';

const deleteDocumentApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteDocument: build.mutation<Application, { id: string; slot: DocumentSlotKey }>({
      query: ({ id, slot }) => ({ path: API.applications.deleteDocument(id, slot), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useDeleteDocumentMutation } = deleteDocumentApi;

/** The server's own words for a refusal (APPLICATION_MESSAGES.noDocumentInSlot); no answer says so. */
export function deleteDocumentErrorMessage(error: unknown): string {
  if (isApiError(error)) return APPLICATION_MESSAGES.addServerMessage(error.body.message);
  if (isNoResponseError(error)) return APPLICATION_MESSAGES.listNoResponse;
  return APPLICATION_MESSAGES.deleteError;
}
