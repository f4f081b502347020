import { API, DemandSchema, type Demand, type DemandRequest, type DemandUpdate } from '@visadesk/contract';
import { DEMANDS_TAG, demandsApi } from './demands-api';

const saveApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    addDemand: build.mutation<Demand, DemandRequest>({
      query: (demand) => ({ path: API.demands.add, method: 'POST', body: demand }),
      rawResponseSchema: DemandSchema,
      invalidatesTags: (_answer, error) => (error ? [] : [DEMANDS_TAG]),
    }),
    /** What `changes` names replaces what is saved; closing sends `{ state: 'closed' }` alone. */
    updateDemand: build.mutation<Demand, { id: string; changes: DemandUpdate }>({
      query: ({ id, changes }) => ({ path: API.demands.update(id), method: 'PUT', body: changes }),
      rawResponseSchema: DemandSchema,
      invalidatesTags: (_answer, error) => (error ? [] : [DEMANDS_TAG]),
    }),
  }),
});

export const { useAddDemandMutation, useUpdateDemandMutation } = saveApi;
