import { PHONE_FORMAT_HEADER, type ErrorResponse } from '@visadesk/contract';
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
  /**
   * Reports how much of the body has been sent, from 0 to 1. fetch cannot tell, so a call that
   * asks for it goes out through XMLHttpRequest instead (same headers, cookies and errors).
   */
  onUploadProgress?: (fraction: number) => void;
  /** The answer is a file (an export): handed back as it came, bytes unread, instead of parsed. */
  file?: boolean;
}

/** What either transport hands back: just enough to classify the answer. */
interface RawAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  text: string;
  /** A successful answer to a call for a file. */
  file?: Blob;
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
  // The desk reads phones in international form, beside their country code (ADR 041).
  const headers = new Headers({ Accept: 'application/json', [PHONE_FORMAT_HEADER.name]: PHONE_FORMAT_HEADER.international });
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

async function viaFetch(url: string, init: RequestInit, file = false): Promise<RawAnswer> {
  const response = await fetch(url, init);
  const answer = { ok: response.ok, status: response.status, statusText: response.statusText };
  // A file is kept as the bytes that came (never a string: an export may be large); a refusal is read as usual.
  if (file && response.ok) return { ...answer, text: '', file: await response.blob() };
  return { ...answer, text: await response.text() };
}

/** What fetch rejects with when the network fails; never shown, since send() reports it as a NoResponseError. */
const NETWORK_FAILED = 'Network request failed';

/** Rejects the way fetch does (TypeError on a network failure, AbortError on abort) so one classifier serves both. */
function viaXhr(url: string, init: RequestInit, onUploadProgress: (fraction: number) => void): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    const abort = () => xhr.abort();
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => onUploadProgress(1));
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({ ok, status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    });
    xhr.addEventListener('error', () => reject(new TypeError(NETWORK_FAILED)));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', abort);
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toErrorResponse(answer: RawAnswer, body: unknown): ErrorResponse {
  if (typeof body === 'object' && body !== null && typeof (body as ErrorResponse).message === 'string') {
    return body as ErrorResponse;
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- stands in for the server's own message (ApiError.body.message), which screens show as it came; no Lingui instance reaches the transport
  return { message: answer.statusText || `Request failed with status ${answer.status}` };
}

/** One round trip: send, time-out, parse, classify. Knows nothing of sessions or refreshes. */
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
    const url = buildUrl(path, options.query);
    const init = { ...buildInit(options, token), signal: controller.signal };
    const answer = options.onUploadProgress
      ? await viaXhr(url, init, options.onUploadProgress)
      : await viaFetch(url, init, options.file);
    if (answer.file) return answer.file as T;
    const body = parseBody(answer.text);
    if (!answer.ok) throw new ApiError(answer.status, toErrorResponse(answer, body));
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
