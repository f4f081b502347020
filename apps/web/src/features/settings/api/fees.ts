import { API, FeesAnswerSchema, type FeesAnswer, type FeesUpdate } from '@visadesk/contract';
import { api } from '../../../lib/api';

export { useFees } from '../../../lib/fees';

/** Saving the fee settings (ADR 051): the super admin's, from Settings; the ledgers' caps and the dashboard's count follow. */
/** The fee settings' tag and the ledgers' (their caps): a save makes both stale. */
const FEES_TAG = 'Fees';
const LEDGER_TAG = 'Ledger';
const saveFeesApi = api.enhanceEndpoints({ addTagTypes: [FEES_TAG, LEDGER_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    saveFees: build.mutation<FeesAnswer, FeesUpdate>({
      query: (fees) => ({ path: API.fees, method: 'PUT', body: fees }),
      rawResponseSchema: FeesAnswerSchema,
      invalidatesTags: (_answer, error) => (error ? [] : [FEES_TAG, LEDGER_TAG, 'Dashboard']),
    }),
  }),
});

export const { useSaveFeesMutation } = saveFeesApi;
