import { API, FeesAnswerSchema, type FeesAnswer } from '@visadesk/contract';
import { api } from './api';
import { remoteData, type RemoteData } from './remote-data';

/** The fee labels, the default currency and the legal caps (ADR 051): the ledger's form and the Settings section read this one call. */
const FEES_TAG = 'Fees';
export const feesApi = api.enhanceEndpoints({ addTagTypes: [FEES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getFees: build.query<FeesAnswer, void>({
      query: () => ({ path: API.fees }),
      rawResponseSchema: FeesAnswerSchema,
      providesTags: [FEES_TAG],
    }),
  }),
});

export const useFees = (): RemoteData<FeesAnswer> => remoteData(feesApi.useGetFeesQuery());
