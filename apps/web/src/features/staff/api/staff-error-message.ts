import { AUTH_MESSAGES, COMMON_MESSAGES } from '@visadesk/contract';
import { isApiError, isNoResponseError } from '../../../lib/api-client';

/**
 * Loading, approving and deleting staff have no wording in the spec: the server's own message
 * (e.g. AUTH_MESSAGES.cannotDeleteSelf) says best what went wrong.
 */
export function staffErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message || COMMON_MESSAGES.internalError;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}
