import { API, AUTH_MESSAGES, TIMEOUTS, type AddUserInput } from '@visadesk/contract';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';
import type { UserMessage } from './staff-actions';

export function addUser(input: AddUserInput): Promise<UserMessage | undefined> {
  return apiClient.post<UserMessage | undefined>(API.users.addUser, input, { timeoutMs: TIMEOUTS.addUser });
}

/**
 * The spec's add-user catalogue (shared with registration). As on the register page, only 429
 * (too many attempts) keeps the server's words: "user exists" would mislead there.
 */
export function addUserErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
