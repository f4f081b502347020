import { vi } from 'vitest';

type ProgressListener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class Listeners {
  private readonly byType = new Map<string, Set<ProgressListener>>();

  addEventListener(type: string, listener: ProgressListener): void {
    const set = this.byType.get(type) ?? new Set();
    set.add(listener);
    this.byType.set(type, set);
  }

  removeEventListener(type: string, listener: ProgressListener): void {
    this.byType.get(type)?.delete(listener);
  }

  dispatch(type: string, loaded = 0, total = 0): void {
    for (const listener of this.byType.get(type) ?? []) listener({ lengthComputable: total > 0, loaded, total });
  }
}

/**
 * An XMLHttpRequest that sends through the (mocked) fetch, so uploads are answered by the same
 * mockApi routes as every other call. It reports half the body sent at once, the rest with the answer.
 */
class FetchBackedXhr extends Listeners {
  readonly upload = new Listeners();
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private finished = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  abort(): void {
    if (this.finished) return;
    this.finished = true;
    this.dispatch('abort');
  }

  send(body: XMLHttpRequestBodyInit | null): void {
    const init: RequestInit = {
      method: this.method,
      headers: this.headers,
      body,
      credentials: this.withCredentials ? 'include' : 'same-origin',
    };
    queueMicrotask(() => this.upload.dispatch('progress', 50, 100));
    fetch(this.url, init).then(
      async (response) => {
        const text = await response.text();
        if (this.finished) return;
        this.finished = true;
        this.upload.dispatch('progress', 100, 100);
        this.upload.dispatch('load');
        Object.assign(this, { status: response.status, statusText: response.statusText, responseText: text });
        this.dispatch('load');
      },
      () => {
        if (this.finished) return;
        this.finished = true;
        this.dispatch('error');
      },
    );
  }
}

/** Routes upload calls (XMLHttpRequest) through the mocked fetch; unstubbed after each test. */
export function routeXhrThroughFetch(): void {
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}

/** jsdom has no object URLs; the photo preview only needs a string back. */
export function stubObjectUrls(): void {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo-preview'), revokeObjectURL: vi.fn() });
}
