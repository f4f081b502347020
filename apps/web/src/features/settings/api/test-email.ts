import { API, AUTH_MESSAGES, COMMON_MESSAGES, TestEmailResultSchema, type TestEmailResult } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';

const testEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendTestEmail: build.mutation<TestEmailResult, void>({
      query: () => ({ path: API.testEmail, method: 'POST' }),
      rawResponseSchema: TestEmailResultSchema,
    }),
  }),
});

export const { useSendTestEmailMutation } = testEmailApi;

/** The server's words (not configured, or what the mail server answered), or what went wrong on the way. */
export function testEmailErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}
