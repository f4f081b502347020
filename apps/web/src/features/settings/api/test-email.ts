import { API, TestEmailResultSchema, type TestEmailResult } from '@visadesk/contract';
import { api } from '../../../lib/api';

const testEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendTestEmail: build.mutation<TestEmailResult, void>({
      query: () => ({ path: API.testEmail, method: 'POST' }),
      rawResponseSchema: TestEmailResultSchema,
    }),
  }),
});

export const { useSendTestEmailMutation } = testEmailApi;
