import { API, AUTH_MESSAGES, type LoginResponse } from '@visadesk/contract';
import { ApiError, NoResponseError } from './api-errors';
import { send, type RequestOptions } from './send-request';

export { ApiError, NoResponseError, isApiError, isNoResponseError } from './api-errors';
export { DEFAULT_TIMEOUT_MS, type RequestOptions } from './send-request';

/**
 * How the client reaches the session without importing the store (lib sits below app).
 * The app connects it once the store exists.
 */
export interface SessionBridge {
  getToken(): string | null;
  tokenRefreshed(token: string): void;
  sessionLost(): void;
  /** The server requires a second factor this staff member has not set up yet. */
  secondFactorDemanded(): void;
}

let session: SessionBridge = {
  getToken: () => null,
  tokenRefreshed: () => {},
  sessionLost: () => {},
  secondFactorDemanded: () => {},
};

export function connectSession(bridge: SessionBridge): void {
  session = bridge;
}

/** A 401 from these means wrong credentials or a dead refresh token, never an expired access token. */
const AUTH_PATHS: ReadonlySet<string> = new Set([
  API.users.login,
  API.users.register,
  API.users.refresh,
  API.users.logout,
]);

let refreshing: Promise<string> | null = null;

/** A refresh answered without a token; never shown (a failed refresh ends the session, which its own notice words). */
const NO_TOKEN_RECEIVED = 'No token received.';

/**
 * Other tabs share the refresh cookie. Taking turns through a Web Lock means a second tab sends
 * the cookie the first one already rotated, instead of the same one (which would look like theft).
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('visadesk-token-refresh', task) : task();
}

/**
 * Trades the refresh cookie for a new access token. Concurrent callers share one call: the server
 * rotates the refresh token on use and treats a second use as theft.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= oneTabAtATime(() =>
    send<Partial<LoginResponse>>(API.users.refresh, { method: 'POST' }, session.getToken()),
  )
    .then((answer) => {
      if (!answer?.token) throw new ApiError(401, { message: NO_TOKEN_RECEIVED });
      session.tokenRefreshed(answer.token);
      return answer.token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function sendRefreshingOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const tokenSent = session.getToken();
  try {
    return await send<T>(path, options, tokenSent);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || AUTH_PATHS.has(path)) throw error;
    try {
      // Another call may already have refreshed while this one was in flight.
      if (session.getToken() === tokenSent) await refreshAccessToken();
    } catch (refreshError) {
      // Offline is not a verdict on the session: keep it and report the missing answer.
      if (refreshError instanceof NoResponseError) throw refreshError;
      session.sessionLost();
      throw error;
    }
    return send<T>(path, options, session.getToken());
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await sendRefreshingOnce<T>(path, options);
  } catch (error) {
    // The requirement may have been switched on during the session: every page must now say so.
    if (error instanceof ApiError && error.status === 403 && error.body.message === AUTH_MESSAGES.twoFactorSetupRequired) {
      session.secondFactorDemanded();
    }
    throw error;
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
