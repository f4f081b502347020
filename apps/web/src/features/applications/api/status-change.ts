import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { API, APPLICATION_MESSAGES, type Application, type ApplicationStatus } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { changedApplication } from './application-tags';

/** One of the three status calls of the applicant copy, with its own wording of failure. */
export interface StatusChange {
  status: ApplicationStatus;
  /** The button's label. */
  label: MessageDescriptor;
  failedStatus: (status: number) => string;
  failed: (message: string) => string;
}

export const SET_PENDING: StatusChange = {
  status: 'pending',
  label: msg({ message: 'Pending', comment: 'A button on the staff desk: sets a visa application back to pending.' }),
  failedStatus: APPLICATION_MESSAGES.pendingFailedStatus,
  failed: APPLICATION_MESSAGES.pendingError,
};

export const APPROVE: StatusChange = {
  status: 'approved',
  label: msg({ message: 'Approve', comment: 'A button on the staff desk: approves a visa application.' }),
  failedStatus: APPLICATION_MESSAGES.approveFailedStatus,
  failed: APPLICATION_MESSAGES.approveError,
};

export const REJECT: StatusChange = {
  status: 'rejected',
  label: msg({ message: 'Reject', comment: 'A button on the staff desk: rejects a visa application.' }),
  failedStatus: APPLICATION_MESSAGES.rejectFailedStatus,
  failed: APPLICATION_MESSAGES.rejectError,
};

/** The spec's three calls, one per status. */
const STATUS_PATHS: Record<ApplicationStatus, (id: string) => string> = {
  pending: API.applications.pending,
  approved: API.applications.approve,
  rejected: API.applications.reject,
};

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeApplicationStatus: build.mutation<Application, { id: string; status: ApplicationStatus; reason: string }>({
      // The reason travels only when there is one: no body is the spec's call, as before.
      query: ({ id, status, reason }) => ({ path: STATUS_PATHS[status](id), method: 'PUT', ...(reason ? { body: { reason } } : {}) }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useChangeApplicationStatusMutation } = statusApi;

/**
 * A refusal names the server's status, and, for a change the application is not ready for (an
 * approval without the fields it needs: 409), the server's reason too; anything else (no answer,
 * timeout) names what went wrong.
 */
export function statusChangeErrorMessage(change: StatusChange, error: unknown): string {
  if (isApiError(error)) return error.status === 409 ? `${change.failedStatus(error.status)}. ${error.message}` : change.failedStatus(error.status);
  const message = error instanceof Error ? error.message : String(error);
  // The contract's sentence adds its own full stop after the message.
  return change.failed(message.replace(/\.$/, ''));
}
