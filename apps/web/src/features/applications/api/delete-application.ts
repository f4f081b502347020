import { API, APPLICATION_MESSAGES, TIMEOUTS } from '@visadesk/contract';
import { apiClient, isApiError } from '../../../lib/api-client';

export interface DeleteApplicationResponse {
  message: string;
  _id: string;
}

export function deleteApplication(id: string) {
  return apiClient.delete<DeleteApplicationResponse>(API.applications.remove(id), {
    timeoutMs: TIMEOUTS.deleteApplication,
  });
}

export function deleteApplicationErrorMessage(error: unknown): string {
  return isApiError(error) ? APPLICATION_MESSAGES.deleteFailed : APPLICATION_MESSAGES.deleteError;
}
