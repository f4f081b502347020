import { API, type UploadItem, type UploadRequest } from '@visadesk/contract';
import { isApiError, isNoResponseError } from '../../../lib/api-errors';
import { send } from '../../../lib/send-request';
import { bearer } from './bearer';
import { PAGE_MESSAGE_IDS as ID } from './page-message-ids';

/** Why the page cannot show the request: the id of the message to show (`request.linkEnded`). */
export class UploadPageError extends Error {
  override name = 'UploadPageError';
  readonly messageId: string;

  constructor(messageId: string) {
    super(messageId);
    this.messageId = messageId;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isUploadItem(value: unknown, states: readonly string[]): value is UploadItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<UploadItem>;
  return (
    isText(item.slot) &&
    isText(item.extra) &&
    typeof item.label === 'object' &&
    item.label !== null &&
    isText(item.label.en) &&
    states.includes(item.state as string) &&
    isText(item.reason) &&
    typeof item.maxBytes === 'number'
  );
}

/**
 * Checked by hand, as the home page checks its slides: Zod would weigh more than the whole page,
 * whose scripts must stay small for a cheap phone on a slow network.
 */
function isUploadRequest(value: unknown, states: readonly string[]): value is UploadRequest {
  if (typeof value !== 'object' || value === null) return false;
  const request = value as Partial<UploadRequest>;
  return (
    isText(request.agency) &&
    isText(request.givenName) &&
    isText(request.message) &&
    isText(request.expiresAt) &&
    (request.state === 'open' || request.state === 'completed') &&
    Array.isArray(request.items) &&
    request.items.every((item) => isUploadItem(item, states))
  );
}

/** The id of the message for a failed call: the server's own, else no answer or our fault. */
export function failureMessageId(error: unknown): string {
  if (error instanceof UploadPageError) return error.messageId;
  if (isApiError(error) && error.body.messageId) return error.body.messageId;
  if (isApiError(error) && error.status === 401) return ID.linkInvalid;
  if (isApiError(error) && error.status === 410) return ID.linkEnded;
  if (isNoResponseError(error)) return ID.noResponse;
  return ID.internalError;
}

/**
 * What the link asks for (`GET /api/uploads/request`), with the link's token as a bearer token. A
 * read: opening the page again never uses the link up. `states`: those an asked document may be in.
 */
export async function getUploadRequest(token: string, states: readonly string[], signal?: AbortSignal): Promise<UploadRequest> {
  const answer = await send<unknown>(API.uploads.request, signal ? { signal } : {}, bearer(token));
  if (!isUploadRequest(answer, states)) throw new UploadPageError(ID.internalError);
  return answer;
}
