import { API, AUTH_MESSAGES, type UpdateUserInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import type { StaffMessage } from './staff-actions';
import { staleAfterStaffChange } from './staff-changes';

const updateStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateStaff: build.mutation<StaffMessage | undefined, { id: string; changes: UpdateUserInput }>({
      query: ({ id, changes }) => ({ path: API.users.updateUser(id), method: 'PUT', body: changes }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useUpdateStaffMutation } = updateStaffApi;

/** The spec: the response's message, or else AUTH_MESSAGES.updateUserFailed. */
export function updateStaffErrorMessage(error: unknown): string {
  return (isApiError(error) && error.body.message) || AUTH_MESSAGES.updateUserFailed;
}
