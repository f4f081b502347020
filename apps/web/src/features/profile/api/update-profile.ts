import { API, AUTH_MESSAGES, TIMEOUTS, type ProfileInput, type User } from '@visadesk/contract';
import { apiClient, isApiError } from '../../../lib/api-client';

export interface ProfileAnswer {
  message?: string;
  user?: User;
}

/** Changes the caller's own name and password, proving the current one; the server ignores the email it is sent. */
export function updateProfile(input: ProfileInput): Promise<ProfileAnswer | undefined> {
  return apiClient.post<ProfileAnswer | undefined>(API.users.profile, input, { timeoutMs: TIMEOUTS.profile });
}

/** The spec's one profile message, carrying the server's words or else the error's own. */
export function profileErrorMessage(error: unknown): string {
  const reason = isApiError(error) ? error.body.message : error instanceof Error ? error.message : String(error);
  return AUTH_MESSAGES.profileAborted(reason);
}

/** The server's refusal of the current password, shown at that field rather than as a failure. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.body.message === AUTH_MESSAGES.currentPasswordIncorrect;
}
