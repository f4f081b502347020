import { API } from '@visadesk/contract';
import { api } from '../../../lib/api';

const callbackDoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The call-back request a new application came from, marked as turned into it. */
    markCallbackTurnedIntoApplication: build.mutation<{ message: string }, { callback: string; application: string }>({
      query: ({ callback, application }) => ({ path: API.demands.enquiryDone(callback), method: 'PUT', body: { application } }),
    }),
  }),
});

export const { useMarkCallbackTurnedIntoApplicationMutation } = callbackDoneApi;
