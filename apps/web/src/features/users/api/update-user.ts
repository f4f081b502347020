import { API, AUTH_MESSAGES, type UpdateUserInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import type { UserMessage } from './staff-actions';
import { staleAfterStaffChange } from './staff-changes';

const updateUserApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUser: build.mutation<UserMessage | undefined, { id: string; changes: UpdateUserInput }>({
      query: ({ id, changes }) => ({ path: API.users.updateUser(id), method: 'PUT', body: changes }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useUpdateUserMutation } = updateUserApi;

/** The spec: the response's message, or else 'Failed to update user.' */
export function updateUserErrorMessage(error: unknown): string {
  return (isApiError(error) && error.body.message) || AUTH_MESSAGES.updateUserFailed;
}
