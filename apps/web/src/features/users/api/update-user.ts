import { API, AUTH_MESSAGES, type UpdateUserInput } from '@visadesk/contract';
import { apiClient, isApiError } from '../../../lib/api-client';
import type { UserMessage } from './staff-actions';

export function updateUser(id: string, input: UpdateUserInput): Promise<UserMessage | undefined> {
  return apiClient.put<UserMessage | undefined>(API.users.updateUser(id), input);
}

/** The spec: the response's message, or else 'Failed to update user.' */
export function updateUserErrorMessage(error: unknown): string {
  return (isApiError(error) && error.body.message) || AUTH_MESSAGES.updateUserFailed;
}
