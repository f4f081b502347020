import { API, AUTH_MESSAGES, COMMON_MESSAGES, type ForgotPasswordInput, type ResetPasswordInput } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

interface MessageAnswer {
  message?: string;
}

/** "Forgot password?": the server answers the same for any address. */
export async function askForResetLink(input: ForgotPasswordInput): Promise<string> {
  const answer = await apiClient.post<MessageAnswer | undefined>(API.users.forgotPassword, input, { timeoutMs: TIMEOUTS.register });
  return answer?.message || AUTH_MESSAGES.resetLinkSent;
}

export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const answer = await apiClient.post<MessageAnswer | undefined>(API.users.resetPassword, input, { timeoutMs: TIMEOUTS.register });
  return answer?.message || AUTH_MESSAGES.passwordResetDone;
}

/** The server's own words (the link is invalid, too many attempts, the password rules), or what went wrong on the way. */
export function passwordResetErrorMessage(error: unknown): string {
  if (isApiError(error) && error.body.message) return error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}
