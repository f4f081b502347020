import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { API, type CurrentUser } from '@visadesk/contract';
import { apiClient, connectSession, refreshAccessToken } from '../api-client';
import { sessionEnded, sessionStarted, tokenReceived, twoFactorDemanded, type WithAuth } from './auth-slice';

type SessionThunk = ThunkAction<Promise<void>, WithAuth, unknown, UnknownAction>;

interface SessionStore {
  getState(): WithAuth;
  dispatch(action: UnknownAction): unknown;
}

/** Lets the one API client read and update the session kept in the store. */
export function bindApiClientToStore(store: SessionStore): void {
  connectSession({
    getToken: () => store.getState().auth.token,
    tokenRefreshed: (token) => store.dispatch(tokenReceived(token)),
    sessionLost: () => store.dispatch(sessionEnded('expired')),
    secondFactorDemanded: () => store.dispatch(twoFactorDemanded()),
  });
}

/**
 * Loaded on demand: the schema pulls in Zod, which visitors of the public pages (who never have a
 * session) should not download.
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { fetchCurrentUser: fetchChecked } = await import('./current-user');
  return fetchChecked();
}

/** Finishes a sign-in once a token is known: the token goes first so /me is authorised. */
export function startSession(token: string): SessionThunk {
  return async (dispatch, getState) => {
    dispatch(tokenReceived(token));
    try {
      const user = await fetchCurrentUser();
      // A 401 on /me may have refreshed the token meanwhile; keep the newest.
      dispatch(sessionStarted({ token: getState().auth.token ?? token, user }));
    } catch (error) {
      dispatch(sessionEnded('signedOut'));
      throw error;
    }
  };
}

/** At start-up, turns a remembered session (refresh cookie) back into a token and a user. */
export function restoreSession(): SessionThunk {
  return async (dispatch, getState) => {
    try {
      const token = await refreshAccessToken();
      const user = await fetchCurrentUser();
      dispatch(sessionStarted({ token: getState().auth.token ?? token, user }));
    } catch {
      // The hint cookie outlives nothing but the refresh cookie, so a failed restore is an expiry.
      dispatch(sessionEnded('expired'));
    }
  };
}

/** The server revokes the refresh token and clears its cookies. */
export async function revokeSession(): Promise<void> {
  try {
    await apiClient.post(API.users.logout);
  } catch {
    // Signing out must work offline too; the refresh token then simply expires on the server.
  }
}
