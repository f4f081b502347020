import { API, CallbackListSchema, type CallbackList } from '@visadesk/contract';
import { remoteData } from '../../../lib/remote-data';
import { CALLBACKS_TAG, demandsApi } from './demands-api';

/** Which requests the page shows: not yet turned into an application, turned into one, or all. */
export type CallbackState = 'open' | 'done' | 'all';

export interface CallbacksView {
  /** One demand's requests, or '' for every demand's. */
  demand: string;
  state: CallbackState;
}

const callbacksApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    getCallbacks: build.query<CallbackList, CallbacksView & { page: number }>({
      query: ({ page, demand, state }) => ({
        path: API.demands.enquiries,
        query: { page, demand: demand || undefined, state: state === 'all' ? '' : state },
      }),
      rawResponseSchema: CallbackListSchema,
      providesTags: [CALLBACKS_TAG],
    }),
  }),
});

/** One page of call-back requests, newest first, as the address shows them. */
export const useCallbacks = (page: number, view: CallbacksView) => remoteData(callbacksApi.useGetCallbacksQuery({ page, ...view }), { keepOnFailure: true });
