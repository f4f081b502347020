import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NoResponseError } from './api-errors';

/**
 * A missing answer as a screen words it (the Profile page's "Request was aborted: …"): each
 * English message is NoResponseError's own for that reason (no-response-words.test.ts). Apart from
 * api-errors.ts so the public pages, which say no answer came in the spec's words, do not carry it.
 */
export const NO_RESPONSE_WORDS: Readonly<Record<NoResponseError['reason'], MessageDescriptor>> = {
  timeout: msg`The request timed out.`,
  network: msg`The network request failed.`,
};
