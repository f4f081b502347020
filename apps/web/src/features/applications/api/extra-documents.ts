import { API, DocumentLabelsAnswerSchema, EXTRA_DOCUMENT_FILE_FIELD, type Application, type DocumentLabelsAnswer } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';
import { changedApplication } from './application-tags';

interface ExtraDocumentUpload {
  id: string;
  label: string;
  file: File;
  onUploadProgress?: (fraction: number) => void;
}

function extraDocumentFormData({ label, file }: ExtraDocumentUpload): FormData {
  const body = new FormData();
  body.set('label', label);
  body.set(EXTRA_DOCUMENT_FILE_FIELD, file);
  return body;
}

const extraDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The Settings checklist the labels are chosen from (any staff member may read it). */
    getDocumentLabels: build.query<DocumentLabelsAnswer, void>({
      query: () => ({ path: API.documentLabels }),
      rawResponseSchema: DocumentLabelsAnswerSchema,
      providesTags: ['Settings'],
    }),
    addExtraDocument: build.mutation<Application, ExtraDocumentUpload>({
      query: (upload) => ({
        path: API.applications.addExtraDocument(upload.id),
        method: 'POST',
        body: extraDocumentFormData(upload),
        timeoutMs: TIMEOUTS.documentUpdate,
        onUploadProgress: upload.onUploadProgress,
      }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
    deleteExtraDocument: build.mutation<Application, { id: string; documentId: string }>({
      query: ({ id, documentId }) => ({ path: API.applications.deleteExtraDocument(id, documentId), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useAddExtraDocumentMutation, useDeleteExtraDocumentMutation } = extraDocumentsApi;

/** The checklist of labels, asked for on arrival. */
export function useDocumentLabels() {
  return remoteData(extraDocumentsApi.useGetDocumentLabelsQuery());
}
