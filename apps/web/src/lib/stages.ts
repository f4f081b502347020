import { API, StagesAnswerSchema, type StagesAnswer } from '@visadesk/contract';
import { api } from './api';
import { remoteData, type RemoteData } from './remote-data';

/**
 * The stages of a worker's journey (ADR 049), read by any staff member: the application's moves,
 * the list's filter and board, the dashboard's counts and the Settings editor all read this one
 * call (features never import each other). Tagged 'Stages': a save in Settings or a move refreshes it.
 */
export const stagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStages: build.query<StagesAnswer, void>({
      query: () => ({ path: API.stages }),
      rawResponseSchema: StagesAnswerSchema,
      providesTags: ['Stages'],
    }),
  }),
});

/** Loads on arrival; every screen that asks shares one answer. */
export function useStages(): RemoteData<StagesAnswer> {
  return remoteData(stagesApi.useGetStagesQuery());
}
