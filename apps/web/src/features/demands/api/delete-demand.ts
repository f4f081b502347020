import { API } from '@visadesk/contract';
import { DEMANDS_TAG, demandsApi } from './demands-api';

const deleteApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    /** Refused (409) while applications are linked: the server's message says how many. */
    deleteDemand: build.mutation<{ message: string }, string>({
      query: (id) => ({ path: API.demands.remove(id), method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : [DEMANDS_TAG]),
    }),
  }),
});

export const { useDeleteDemandMutation } = deleteApi;
