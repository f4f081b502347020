import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { API, AUTH_MESSAGES, type ProfileInput, type User } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { NO_RESPONSE_WORDS } from '../../../lib/no-response-words';

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

/** The error's own words: the server's message as it came, a missing answer in the page's language. */
function reasonOf(i18n: I18n, error: unknown): string {
  if (isApiError(error)) return error.body.message;
  if (isNoResponseError(error)) return i18n._(NO_RESPONSE_WORDS[error.reason]);
  return error instanceof Error ? error.message : String(error);
}

/** The spec's one profile message, carrying the server's words or else the error's own. */
export function profileErrorMessage(i18n: I18n, error: unknown): string {
  return AUTH_MESSAGES.profileAborted(reasonOf(i18n, error));
}

/** The server's refusal of the current password, shown at that field rather than as a failure. */
export function isWrongCurrentPassword(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.body.message === AUTH_MESSAGES.currentPasswordIncorrect;
}

/** How a form that proves the current password words a refusal: a wrong one is said at its field, which gets the focus. */
export function useCurrentPasswordRefusals() {
  const { i18n } = useLingui();
  return {
    failureMessage: (error: unknown) => profileErrorMessage(i18n, error),
    refusedField: (error: unknown) => (isWrongCurrentPassword(error) ? ('currentPassword' as const) : null),
    clearRefusedField: true,
  };
}
