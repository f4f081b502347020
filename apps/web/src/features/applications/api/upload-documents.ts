import {
  API,
  APPLICATION_MESSAGES,
  TIMEOUTS,
  type Application,
  type DocumentSlotKey,
} from '@visadesk/contract';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

export function uploadDocuments(
  id: string,
  files: ReadonlyMap<DocumentSlotKey, File>,
  onUploadProgress?: (fraction: number) => void,
) {
  const body = new FormData();
  for (const [slot, file] of files) body.set(slot, file);
  return apiClient.put<Application>(API.applications.documents(id), body, {
    timeoutMs: TIMEOUTS.documentUpdate,
    onUploadProgress,
  });
}

/** The spec words no upload failure; the server's own refusal (type, size) is the most useful text. */
export function uploadDocumentsErrorMessage(error: unknown): string {
  if (isApiError(error)) return APPLICATION_MESSAGES.addServerMessage(error.body.message);
  if (isNoResponseError(error)) return APPLICATION_MESSAGES.listNoResponse;
  return APPLICATION_MESSAGES.addServerMessage(error instanceof Error ? error.message : String(error));
}
