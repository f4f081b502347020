import { API, APPLICATION_MESSAGES, type Application } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import type { StatusChange } from './status-change';

export function setApplicationPending(id: string) {
  return apiClient.put<Application>(API.applications.pending(id));
}

export const SET_PENDING: StatusChange = {
  status: 'pending',
  label: 'Pending',
  send: setApplicationPending,
  failedStatus: APPLICATION_MESSAGES.pendingFailedStatus,
  failed: APPLICATION_MESSAGES.pendingError,
};
