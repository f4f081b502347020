import { API, APPLICATION_MESSAGES, type Application } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import type { StatusChange } from './status-change';

export function rejectApplication(id: string) {
  return apiClient.put<Application>(API.applications.reject(id));
}

export const REJECT: StatusChange = {
  status: 'rejected',
  label: 'Reject',
  send: rejectApplication,
  failedStatus: APPLICATION_MESSAGES.rejectFailedStatus,
  failed: APPLICATION_MESSAGES.rejectError,
};
