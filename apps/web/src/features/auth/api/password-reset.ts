import { API, AUTH_MESSAGES, type ForgotPasswordInput, type ResetPasswordInput } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { apiClient } from '../../../lib/api-client';

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
