import { API, AUTH_MESSAGES, type RegisterInput, type User } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

export interface RegisterResponse {
  message?: string;
  user?: User;
}

export function register(input: RegisterInput): Promise<RegisterResponse | undefined> {
  return apiClient.post<RegisterResponse | undefined>(API.users.register, input, {
    timeoutMs: TIMEOUTS.register,
  });
}

/** The spec's registration error catalogue; only 429 (too many attempts) uses the server's words. */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
