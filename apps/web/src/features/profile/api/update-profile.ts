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
    /** Changes the caller's own name, email and (when given) password, proving the current one. */
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

/** How a form that proves the current password words a refusal: a wrong one is said at its field, which gets the focus. */
export const currentPasswordRefusals = {
  failureMessage: profileErrorMessage,
  refusedField: (error: unknown) => (isWrongCurrentPassword(error) ? ('currentPassword' as const) : null),
  clearRefusedField: true,
};
