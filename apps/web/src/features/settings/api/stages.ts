import { API, StagesAnswerSchema, type StagesAnswer, type StagesUpdate } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData, type RemoteData } from '../../../lib/remote-data';

/** The stages of a worker's journey (ADR 049): read by any staff member (the desk's moves, filters and board), saved by the super admin. */
const stagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStages: build.query<StagesAnswer, void>({
      query: () => ({ path: API.stages }),
      rawResponseSchema: StagesAnswerSchema,
      providesTags: ['Stages'],
    }),
    saveStages: build.mutation<StagesAnswer, StagesUpdate>({
      query: (stages) => ({ path: API.stages, method: 'PUT', body: stages }),
      rawResponseSchema: StagesAnswerSchema,
      // A changed number of days moves due days: the lists, the applications and the dashboard follow.
      invalidatesTags: (_answer, error) => (error ? [] : ['Stages', 'Dashboard', 'ApplicationList', 'Application']),
    }),
  }),
});

export const { useSaveStagesMutation } = stagesApi;

/** Loads on arrival; `retry` asks again after a failure. */
export function useStages(): RemoteData<StagesAnswer> {
  return remoteData(stagesApi.useGetStagesQuery());
}
