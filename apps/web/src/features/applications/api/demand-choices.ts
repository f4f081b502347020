import { API, DemandListSchema, DemandSchema, type Demand, type DemandList } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';

/** As many open demands as the server gives in one answer: an agency has a handful open at a time. */
export const OPEN_DEMANDS_LIMIT = 100;

const demandChoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The open demands an application may be newly linked to (the server refuses any other). */
    openDemandChoices: build.query<DemandList, void>({
      query: () => ({ path: API.demands.list, query: { state: 'open', limit: OPEN_DEMANDS_LIMIT } }),
      rawResponseSchema: DemandListSchema,
    }),
    /** The demand an application is linked to, when it is not among the open ones (closed since, say). */
    linkedDemand: build.query<Demand, string>({
      query: (id) => ({ path: API.demands.one(id) }),
      rawResponseSchema: DemandSchema,
    }),
  }),
});

/** The application form's demands to choose from; a failure leaves the form usable without them. */
export function useOpenDemands() {
  return remoteData(demandChoicesApi.useOpenDemandChoicesQuery());
}

/** One demand by id; asked only while `wanted`. */
export function useLinkedDemand(id: string, wanted: boolean) {
  return remoteData(demandChoicesApi.useLinkedDemandQuery(id, { skip: !wanted || id === '' }));
}
