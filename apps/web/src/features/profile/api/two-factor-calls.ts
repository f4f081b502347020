import {
  API,
  AUTH_MESSAGES,
  type TwoFactorDisableInput,
  type TwoFactorEnableResponse,
  type TwoFactorSetupInput,
  type TwoFactorSetupResponse,
} from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/server-error-message';

/** The signed-in staff member's own second factor; its state lives in the session (lib/auth). */
const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new secret for the authenticator app, pending until `enableTwoFactor` confirms it; the current password first. */
    setupTwoFactor: build.mutation<TwoFactorSetupResponse, TwoFactorSetupInput>({
      query: (input) => ({ path: API.users.twoFactorSetup, method: 'POST', body: input }),
    }),
    /** Turns the pending second factor on; answers the ten recovery codes, the only time they are sent. */
    enableTwoFactor: build.mutation<TwoFactorEnableResponse, string>({
      query: (code) => ({ path: API.users.twoFactorEnable, method: 'POST', body: { code } }),
    }),
    disableTwoFactor: build.mutation<unknown, TwoFactorDisableInput>({
      query: (input) => ({ path: API.users.twoFactorDisable, method: 'POST', body: input }),
    }),
  }),
});

export const { useSetupTwoFactorMutation, useEnableTwoFactorMutation, useDisableTwoFactorMutation } = twoFactorApi;

/** The field a refusal is about, so its message is shown there. */
export function twoFactorFieldOf(error: unknown): 'code' | 'currentPassword' | null {
  if (!isApiError(error) || error.status !== 400) return null;
  if (error.body.message === AUTH_MESSAGES.currentPasswordIncorrect) return 'currentPassword';
  const codeMessages: string[] = [AUTH_MESSAGES.twoFactorCodeIncorrect, AUTH_MESSAGES.twoFactorSetupCodeIncorrect];
  return codeMessages.includes(error.body.message) ? 'code' : null;
}

/** The server's words (a wrong code, too many tries), as the profile shows them. */
export const twoFactorErrorMessage = serverErrorMessage;
