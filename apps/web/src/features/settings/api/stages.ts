import { API, StagesAnswerSchema, type StagesAnswer, type StagesUpdate } from '@visadesk/contract';
import { api } from '../../../lib/api';

export { useStages } from '../../../lib/stages';

/** Saving the stages of a worker's journey (ADR 049): the super admin's, from Settings. */
const saveStagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveStages: build.mutation<StagesAnswer, StagesUpdate>({
      query: (stages) => ({ path: API.stages, method: 'PUT', body: stages }),
      rawResponseSchema: StagesAnswerSchema,
      // A changed number of days moves due days: the lists, the applications and the dashboard follow.
      invalidatesTags: (_answer, error) => (error ? [] : ['Stages', 'Dashboard', 'ApplicationList', 'Application']),
    }),
  }),
});

export const { useSaveStagesMutation } = saveStagesApi;
