import { configureStore } from '@reduxjs/toolkit';
import { API } from '@visadesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, mockFetch, networkFailure } from '../testing/http';
import { ApiError, NoResponseError, apiClient } from './api-client';
import { authReducer, bindApiClientToStore } from './auth';
import { TIMEOUTS } from '../config/timing';

const STAFF_PATH = API.applications.list;
const ADMIN = {
  _id: 'b'.repeat(24), name: 'Ravi', email: 'r@v.test', role: 'admin', status: 'active', twoFactor: { enabled: false, required: false },
} as const;

function signedInStore(token = 'Bearer old') {
  const store = configureStore({
    reducer: { auth: authReducer },
    preloadedState: { auth: { token, user: ADMIN, status: 'authenticated' as const, endReason: null } },
  });
  bindApiClientToStore(store);
  return store;
}

const authorizationOf = (init: RequestInit) => new Headers(init.headers).get('Authorization');

describe('api client', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends cookies, JSON and the in-memory token as it is', async () => {
    signedInStore('Bearer abc');
    const fetchMock = mockApi({ [`POST ${STAFF_PATH}`]: () => jsonResponse({ ok: true }) });

    await expect(apiClient.post(STAFF_PATH, { a: 1 }, { query: { page: 2, search: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${STAFF_PATH}?page=2`);
    expect(init?.credentials).toBe('include');
    expect(authorizationOf(init ?? {})).toBe('Bearer abc');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
    // The desk reads phones beside their country code; the original client, sending no such header, reads them as dialled at home.
    expect(new Headers(init?.headers).get('X-Phone-Format')).toBe('international');
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    signedInStore();
    const fetchMock = mockApi({ [`POST ${API.applications.add}`]: () => jsonResponse({}, 201) });
    const form = new FormData();
    form.set('surname', 'Patel');

    await apiClient.post(API.applications.add, form);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('classifies a non-2xx answer as ApiError with the server body', async () => {
    signedInStore();
    mockApi({ [`GET ${STAFF_PATH}`]: () => jsonResponse({ message: 'Bad', errors: { page: 'Too big' } }, 400) });

    const error = await apiClient.get(STAFF_PATH).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { message: 'Bad', errors: { page: 'Too big' } } });
  });

  it('classifies a network failure as NoResponseError', async () => {
    signedInStore();
    mockFetch(networkFailure);
    await expect(apiClient.get(STAFF_PATH)).rejects.toBeInstanceOf(NoResponseError);
  });

  it('gives up after the call timeout with NoResponseError', async () => {
    vi.useFakeTimers();
    signedInStore();
    mockFetch(({ init }) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    }));

    const pending = apiClient.post(API.users.login, {}, { timeoutMs: TIMEOUTS.login }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.login);
    expect(await pending).toMatchObject({ name: 'NoResponseError', reason: 'timeout' });
  });

  it('lets a caller cancel without reporting a missing answer', async () => {
    signedInStore();
    mockFetch(({ init }) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    }));
    const caller = new AbortController();

    const pending = apiClient.get(STAFF_PATH, { signal: caller.signal }).catch((e: unknown) => e);
    caller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const store = signedInStore('Bearer old');
    const fetchMock = mockFetch(({ url, init }) => {
      if (url === API.users.refresh) return jsonResponse({ token: 'Bearer new', refreshToken: 'r2' });
      return authorizationOf(init) === 'Bearer new' ? jsonResponse({ applications: [] }) : jsonResponse({ message: 'Expired' }, 401);
    });

    await expect(apiClient.get(STAFF_PATH)).resolves.toEqual({ applications: [] });
    expect(callsTo(fetchMock, API.users.refresh)).toHaveLength(1);
    expect(callsTo(fetchMock, STAFF_PATH).map((call) => authorizationOf(call.init))).toEqual(['Bearer old', 'Bearer new']);
    expect(store.getState().auth).toMatchObject({ token: 'Bearer new', status: 'authenticated' });
  });

  it('shares one refresh between concurrent 401s', async () => {
    signedInStore('Bearer old');
    const fetchMock = mockFetch(({ url, init }) => {
      if (url === API.users.refresh) return jsonResponse({ token: 'Bearer new', refreshToken: 'r2' });
      return authorizationOf(init) === 'Bearer new' ? jsonResponse([]) : jsonResponse({ message: 'Expired' }, 401);
    });

    await Promise.all([apiClient.get(STAFF_PATH), apiClient.get(API.sliders.list), apiClient.get(API.users.getUsers)]);
    expect(callsTo(fetchMock, API.users.refresh)).toHaveLength(1);
  });

  it('ends the session when the refresh is refused, and does not retry', async () => {
    const store = signedInStore('Bearer old');
    const fetchMock = mockApi({
      [`GET ${STAFF_PATH}`]: () => jsonResponse({ message: 'Expired' }, 401),
      [`POST ${API.users.refresh}`]: () => jsonResponse({ message: 'Session expired' }, 401),
    });

    await expect(apiClient.get(STAFF_PATH)).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, STAFF_PATH)).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ token: null, user: null, status: 'anonymous', endReason: 'expired' });
  });

  it('keeps the session when the refresh gets no answer', async () => {
    const store = signedInStore('Bearer old');
    mockFetch(({ url }) => (url === API.users.refresh ? networkFailure() : jsonResponse({ message: 'Expired' }, 401)));

    await expect(apiClient.get(STAFF_PATH)).rejects.toBeInstanceOf(NoResponseError);
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('never refreshes on a 401 from the login call itself', async () => {
    signedInStore();
    const fetchMock = mockApi({ [`POST ${API.users.login}`]: () => jsonResponse({ message: 'Invalid' }, 401) });

    await expect(apiClient.post(API.users.login, {})).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, API.users.refresh)).toHaveLength(0);
  });
});
