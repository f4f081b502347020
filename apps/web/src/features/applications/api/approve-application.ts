import { API, APPLICATION_MESSAGES, type Application } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import type { StatusChange } from './status-change';

export function approveApplication(id: string) {
  return apiClient.put<Application>(API.applications.approve(id));
}

export const APPROVE: StatusChange = {
  status: 'approved',
  label: 'Approve',
  send: approveApplication,
  failedStatus: APPLICATION_MESSAGES.approveFailedStatus,
  failed: APPLICATION_MESSAGES.approveError,
};
