import { API, APPLICATION_MESSAGES, type Application, type DocumentSlotKey } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { changedApplication } from './application-tags';
import { TIMEOUTS } from '../../../config/timing';

interface DocumentUpload {
  id: string;
  files: ReadonlyMap<DocumentSlotKey, File>;
  onUploadProgress?: (fraction: number) => void;
}

function documentsFormData(files: ReadonlyMap<DocumentSlotKey, File>): FormData {
  const body = new FormData();
  for (const [slot, file] of files) body.set(slot, file);
  return body;
}

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadDocuments: build.mutation<Application, DocumentUpload>({
      query: ({ id, files, onUploadProgress }) => ({
        path: API.applications.documents(id),
        method: 'PUT',
        body: documentsFormData(files),
        timeoutMs: TIMEOUTS.documentUpdate,
        onUploadProgress,
      }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useUploadDocumentsMutation } = uploadApi;

/** The spec words no upload failure; the server's own refusal (type, size) is the most useful text. */
export function uploadDocumentsErrorMessage(error: unknown): string {
  if (isApiError(error)) return APPLICATION_MESSAGES.addServerMessage(error.body.message);
  if (isNoResponseError(error)) return APPLICATION_MESSAGES.listNoResponse;
  return APPLICATION_MESSAGES.addServerMessage(error instanceof Error ? error.message : String(error));
}
