import { API, AUTH_MESSAGES, type RegisterInput, type User } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';

export interface RegisterResponse {
  message?: string;
  user?: User;
}

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse | undefined, RegisterInput>({
      query: (input) => ({ path: API.users.register, method: 'POST', body: input, timeoutMs: TIMEOUTS.register }),
      // A new account waits in the Admin List for the super admin.
      invalidatesTags: (_answer, error) => (error ? [] : ['Staff', 'Dashboard']),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;

/** The spec's registration error catalogue; only 429 (too many attempts) uses the server's words. */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
