import { API, AUTH_MESSAGES, type ProfileInput, type User } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';

export interface ProfileAnswer {
  message?: string;
  user?: User;
}

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Changes the caller's own name and password, proving the current one; the server ignores the email it is sent. */
    updateProfile: build.mutation<ProfileAnswer | undefined, ProfileInput>({
      query: (input) => ({ path: API.users.profile, method: 'POST', body: input, timeoutMs: TIMEOUTS.profile }),
      // The Admin List shows staff names.
      invalidatesTags: (_answer, error) => (error ? [] : ['Staff']),
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;

/** The spec's one profile message, carrying the server's words or else the error's own. */
export function profileErrorMessage(error: unknown): string {
  const reason = isApiError(error) ? error.body.message : error instanceof Error ? error.message : String(error);
  return AUTH_MESSAGES.profileAborted(reason);
}

/** The server's refusal of the current password, shown at that field rather than as a failure. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.body.message === AUTH_MESSAGES.currentPasswordIncorrect;
}
