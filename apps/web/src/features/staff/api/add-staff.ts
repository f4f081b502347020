import { API, AUTH_MESSAGES, type AddUserInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import type { StaffMessage } from './staff-actions';
import { staleAfterStaffChange } from './staff-changes';
import { TIMEOUTS } from '../../../config/timing';

const addStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    addStaff: build.mutation<StaffMessage | undefined, AddUserInput>({
      query: (input) => ({ path: API.users.addUser, method: 'POST', body: input, timeoutMs: TIMEOUTS.addUser }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useAddStaffMutation } = addStaffApi;

/**
 * The spec's add-user catalogue (shared with registration). As on the register page, only 429
 * (too many attempts) and a refused password keep the server's words: "user exists" would mislead there.
 */
export function addStaffErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 && error.body.message) return error.body.message;
    if (error.status === 400 && error.body.errors?.password) return error.body.errors.password;
    return AUTH_MESSAGES.userExists;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.registrationError;
}
