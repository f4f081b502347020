import type { I18n } from '@lingui/core';
import { APPLICATION_MESSAGES } from '@visadesk/contract';
import { isApiError, isNoResponseError } from './api-errors';
import { inPageLanguage } from '../i18n/contract-texts';

/**
 * A list's failure as the page shows it (the applications, the activity log, their exports): the
 * contract's words (the server's among them) in the page's language, after the spec's "Error: ".
 */
export function listErrorMessage(i18n: I18n, error: unknown): string {
  if (isNoResponseError(error)) return inPageLanguage(i18n, APPLICATION_MESSAGES.listNoResponse);
  const message = isApiError(error) ? error.body.message : error instanceof Error ? error.message : '';
  return `${inPageLanguage(i18n, APPLICATION_MESSAGES.listErrorPrefix)}${inPageLanguage(i18n, message)}`;
}
