import type { ContractTextId } from '@visadesk/contract';

/**
 * The ids of the messages the page words on its own (message-ids.ts): written out rather than
 * looked up, since the lookup would bring every text of the contract into the page's script.
 */
export const PAGE_MESSAGE_IDS = {
  linkInvalid: 'request.linkInvalid',
  linkEnded: 'request.linkEnded',
  requestComplete: 'request.requestComplete',
  noResponse: 'auth.noResponse',
  internalError: 'common.internalError',
  invalidDocumentType: 'application.invalidDocumentType',
  documentTooLarge: 'application.documentTooLarge',
} as const satisfies Record<string, ContractTextId>;
