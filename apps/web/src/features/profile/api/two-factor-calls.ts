import {
  API,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  type TwoFactorDisableInput,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
} from '@visadesk/contract';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

/** A new secret for the authenticator app, pending until `enableTwoFactor` confirms it. */
export function setupTwoFactor(): Promise<TwoFactorSetupResponse> {
  return apiClient.post<TwoFactorSetupResponse>(API.users.twoFactorSetup);
}

/** Turns the pending second factor on; answers the ten recovery codes, the only time they are sent. */
export function enableTwoFactor(code: string): Promise<TwoFactorEnableResponse> {
  return apiClient.post<TwoFactorEnableResponse>(API.users.twoFactorEnable, { code });
}

export function disableTwoFactor(input: TwoFactorDisableInput): Promise<unknown> {
  return apiClient.post(API.users.twoFactorDisable, input);
}

/** The field a refusal is about, so its message is shown there. */
export function twoFactorFieldOf(error: unknown): 'code' | 'currentPassword' | null {
  if (!isApiError(error) || error.status !== 400) return null;
  if (error.body.message === AUTH_MESSAGES.currentPasswordIncorrect) return 'currentPassword';
  const codeMessages: string[] = [AUTH_MESSAGES.twoFactorCodeIncorrect, AUTH_MESSAGES.twoFactorSetupCodeIncorrect];
  return codeMessages.includes(error.body.message) ? 'code' : null;
}

export function twoFactorErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}
