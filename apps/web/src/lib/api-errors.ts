import type { ErrorResponse } from '@visadesk/contract';

/** The server answered with a non-2xx status; `body` is its JSON `{message, errors?}`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: ErrorResponse;

  constructor(status: number, body: ErrorResponse) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/**
 * No answer arrived: the network failed or the call ran past its timeout. Its message is the
 * error's own, in English (the console, and stores that keep plain strings); a screen that words
 * it shows NO_RESPONSE_WORDS[reason] (no-response-words.ts), the same English in the catalogues.
 */
export class NoResponseError extends Error {
  override name = 'NoResponseError';
  readonly reason: 'network' | 'timeout';

  constructor(reason: 'network' | 'timeout', options?: ErrorOptions) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's own message (see above): no Lingui instance reaches the transport
    super(reason === 'timeout' ? 'The request timed out.' : 'The network request failed.', options);
    this.reason = reason;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNoResponseError(error: unknown): error is NoResponseError {
  return error instanceof NoResponseError;
}
