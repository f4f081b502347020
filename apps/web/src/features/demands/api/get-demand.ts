import { API, DemandSchema, type Demand } from '@visadesk/contract';
import { remoteData } from '../../../lib/remote-data';
import { DEMANDS_TAG, demandsApi } from './demands-api';

const oneApi = demandsApi.injectEndpoints({
  endpoints: (build) => ({
    /** One demand with the applications linked to each position, by status and stage. */
    getDemand: build.query<Demand, string>({
      query: (id) => ({ path: API.demands.one(id) }),
      rawResponseSchema: DemandSchema,
      providesTags: [DEMANDS_TAG],
    }),
  }),
});

/** Loaded by id, so a reload or a shared link shows the same demand. */
export const useDemand = (id: string) => remoteData(oneApi.useGetDemandQuery(id));
