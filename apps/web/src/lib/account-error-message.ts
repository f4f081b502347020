import { AUTH_MESSAGES } from '@visadesk/contract';
import { isApiError, isNoResponseError } from './api-client';

/**
 * The spec's registration error catalogue, shared by the register page and Add Admin. Only 429
 * (too many attempts) and a refused password (too common: the spec's "user exists" would send the
 * person looking for an account that is not there) use the server's words.
 */
export function accountErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    if (error.status === 400 && error.body.errors?.password) return error.body.errors.password;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
