import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit };
type Handler = (call: FetchCall) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces fetch, the app's only way out, with a handler that answers by method and path.
 * Returns the mock so tests can inspect what was sent.
 */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers `routes['METHOD /path']`; anything unexpected fails loudly as a 500. */
export function mockApi(routes: Record<string, () => Response | Promise<Response>>) {
  return mockFetch(({ url, init }) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    const answer = routes[key];
    return answer ? answer() : jsonResponse({ message: `Unexpected call: ${key}` }, 500);
  });
}

export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export function callsTo(fetchMock: ReturnType<typeof mockFetch>, path: string): FetchCall[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: String(input), init: init ?? {} }))
    .filter((call) => call.url.split('?')[0] === path);
}

export function setSessionHint(): void {
  document.cookie = 'visadesk_session=1; path=/';
}

export function clearSessionHint(): void {
  document.cookie = 'visadesk_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}
