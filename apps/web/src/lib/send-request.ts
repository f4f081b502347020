import type { ErrorResponse } from '@visadesk/contract';
import { ApiError, NoResponseError } from './api-errors';

/**
 * The spec names timeouts only for some calls; the rest get a generous bound so a hung request
 * still ends while a slow mobile connection can finish.
 */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: Method;
  /** FormData goes out as multipart unchanged; anything else is sent as JSON. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function buildInit(options: RequestOptions, token: string | null): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  // The server's token already carries its "Bearer " prefix.
  if (token) headers.set('Authorization', token);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return { method: options.method ?? 'GET', headers, body, credentials: 'include' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toErrorResponse(response: Response, body: unknown): ErrorResponse {
  if (typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string') {
    return body as ErrorResponse;
  }
  return { message: response.statusText || `Request failed with status ${response.status}` };
}

/** One round trip: fetch, time-out, parse, classify. Knows nothing of sessions or refreshes. */
export async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const cancel = () => controller.abort();
  if (options.signal?.aborted) cancel();
  options.signal?.addEventListener('abort', cancel);

  try {
    const response = await fetch(buildUrl(path, options.query), {
      ...buildInit(options, token),
      signal: controller.signal,
    });
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, toErrorResponse(response, body));
    return body as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A caller's own cancellation is not a failure to report; let it through as an AbortError.
    if (options.signal?.aborted && !timedOut) throw error;
    if (error instanceof TypeError || timedOut || controller.signal.aborted) {
      throw new NoResponseError(timedOut ? 'timeout' : 'network', { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
