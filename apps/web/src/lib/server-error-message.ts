import { AUTH_MESSAGES, COMMON_MESSAGES } from '@visadesk/contract';
import { isApiError, isNoResponseError } from './api-errors';

/**
 * The server's own words for a refusal (they are written for staff), or what went wrong on the
 * way: no answer, or anything else. For the screens that show the server's message as it is.
 */
export function serverErrorMessage(error: unknown): string {
  if (isApiError(error) && error.body.message) return error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}
