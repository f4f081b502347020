import { configureStore } from '@reduxjs/toolkit';
import { API } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../testing/http';
import { ApiError, NoResponseError, apiClient } from './api-client';
import { authReducer, bindApiClientToStore } from './auth';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class Listeners {
  private readonly byType = new Map<string, Listener[]>();
  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  dispatch(type: string, loaded = 0, total = 0) {
    for (const listener of this.byType.get(type) ?? []) listener({ lengthComputable: total > 0, loaded, total });
  }
}

/** An XMLHttpRequest the test drives step by step: progress, answer, failure. */
class ScriptedXhr extends Listeners {
  static sent: ScriptedXhr[] = [];
  readonly upload = new Listeners();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    ScriptedXhr.sent.push(this);
  }
  abort() {
    this.dispatch('abort');
  }
  respond(status: number, body: unknown) {
    this.upload.dispatch('load');
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.dispatch('load');
  }
}

const PATH = API.applications.documents('a'.repeat(24));

async function nextXhr(count = 1): Promise<ScriptedXhr> {
  await vi.waitFor(() => expect(ScriptedXhr.sent).toHaveLength(count));
  return ScriptedXhr.sent[count - 1] as ScriptedXhr;
}

describe('uploads with progress', () => {
  beforeEach(() => {
    ScriptedXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    const store = configureStore({
      reducer: { auth: authReducer },
      preloadedState: { auth: { token: 'Bearer old', user: null, status: 'authenticated' as const, endReason: null } },
    });
    bindApiClientToStore(store);
  });
  afterEach(() => vi.useRealTimers());

  it('goes through XMLHttpRequest with the same headers and cookies, reporting the share sent', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const progress: number[] = [];
    const body = new FormData();
    body.set('file1', new File(['%PDF-'], 'letter.pdf', { type: 'application/pdf' }));
    const pending = apiClient.put(PATH, body, { query: { a: 1 }, onUploadProgress: (share) => progress.push(share) });

    const xhr = await nextXhr();
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual(['PUT', `${PATH}?a=1`, true, body]);
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer old', 'x-phone-format': 'international' });
    xhr.upload.dispatch('progress', 25, 100);
    xhr.upload.dispatch('progress', 80, 100);
    xhr.respond(200, { _id: 'x' });

    await expect(pending).resolves.toEqual({ _id: 'x' });
    expect(progress).toEqual([0.25, 0.8, 1]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('classifies a refusal as ApiError with the server body', async () => {
    const pending = apiClient.put(PATH, new FormData(), { onUploadProgress: () => {} }).catch((e: unknown) => e);
    (await nextXhr()).respond(400, { message: 'Bad file', errors: { file1: 'Bad file' } });
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { message: 'Bad file', errors: { file1: 'Bad file' } } });
  });

  it('classifies a network failure as NoResponseError', async () => {
    const pending = apiClient.put(PATH, new FormData(), { onUploadProgress: () => {} }).catch((e: unknown) => e);
    (await nextXhr()).dispatch('error');
    expect(await pending).toMatchObject({ name: 'NoResponseError', reason: 'network' });
  });

  it('gives up after the timeout with NoResponseError', async () => {
    vi.useFakeTimers();
    const pending = apiClient.put(PATH, new FormData(), { timeoutMs: 1_000, onUploadProgress: () => {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await pending).toMatchObject({ name: 'NoResponseError', reason: 'timeout' });
  });

  it("lets the caller cancel, as an AbortError", async () => {
    const caller = new AbortController();
    const pending = apiClient.put(PATH, new FormData(), { signal: caller.signal, onUploadProgress: () => {} }).catch((e: unknown) => e);
    await nextXhr();
    caller.abort();
    const error = await pending;
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(error).not.toBeInstanceOf(NoResponseError);
  });

  it('refreshes on a 401 and sends the upload again with the new token', async () => {
    mockFetch(({ url }) => (url === API.users.refresh ? jsonResponse({ token: 'Bearer new', refreshToken: 'r' }) : jsonResponse({}, 500)));
    const pending = apiClient.put(PATH, new FormData(), { onUploadProgress: () => {} });
    (await nextXhr()).respond(401, { message: 'Expired' });
    const retry = await nextXhr(2);
    expect(retry.headers.authorization).toBe('Bearer new');
    retry.respond(200, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
  });
});
