import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { API, AUTH_MESSAGES, type LoginError, type LoginInput, type LoginResponse } from '@visadesk/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';
import { startSession, type WithAuth } from '../../../lib/auth';
import { TIMEOUTS } from '../../../config/timing';

/** The server said yes but sent no token to prove it. */
export class MissingTokenError extends Error {
  override name = 'MissingTokenError';
}

export function login(input: LoginInput): Promise<Partial<LoginResponse> | undefined> {
  return apiClient.post<Partial<LoginResponse> | undefined>(API.users.login, input, {
    timeoutMs: TIMEOUTS.login,
  });
}

/** Signs in and loads the staff member; the caller redirects once the session is authenticated. */
export function useLogin(): (input: LoginInput) => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<WithAuth, unknown, UnknownAction>>();
  return useCallback(
    async (input) => {
      const answer = await login(input);
      if (!answer?.token) throw new MissingTokenError();
      await dispatch(startSession(answer.token));
    },
    [dispatch],
  );
}

/** The password was right; the account's second factor is still to be given (or was wrong). */
export function isTwoFactorChallenge(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && (error.body as LoginError).twoFactorRequired === true;
}

/**
 * The spec's login error catalogue; 403 (awaiting approval), 429, 503 (busy) and the second-factor
 * step carry the server's own words.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof MissingTokenError) return AUTH_MESSAGES.noToken;
  if (isApiError(error)) {
    if (isTwoFactorChallenge(error)) return error.body.message;
    if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
    if ([403, 429, 503].includes(error.status) && error.body.message) return error.body.message;
    return AUTH_MESSAGES.loginFailed;
  }
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return AUTH_MESSAGES.loginError;
}
