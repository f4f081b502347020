import { API } from '@visadesk/contract';
import { CALLBACKS_TAG, DEMANDS_TAG, demandsApi } from './demands-api';

const deleteCallbackApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    deleteCallback: build.mutation<{ message: string }, string>({
      query: (id) => ({ path: API.demands.deleteEnquiry(id), method: 'DELETE' }),
      // A demand counts its open requests.
      invalidatesTags: (_answer, error) => (error ? [] : [CALLBACKS_TAG, DEMANDS_TAG]),
    }),
  }),
});

export const { useDeleteCallbackMutation } = deleteCallbackApi;
