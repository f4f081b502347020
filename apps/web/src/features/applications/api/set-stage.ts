import { API, ApplicationWithJourneySchema, type ApplicationWithJourney, type StageMove } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { changedApplication } from './application-tags';

const stageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One move on the worker's journey (ADR 049): the stage, the day it was reached and a note for
     * the desk. It changes the application, its history, its email (a visible stage may write to the
     * applicant), the list, the dashboard's figures and how many applications each stage holds.
     */
    setStage: build.mutation<ApplicationWithJourney, { id: string } & StageMove>({
      query: ({ id, ...move }) => ({ path: API.applications.setStage(id), method: 'POST', body: move }),
      rawResponseSchema: ApplicationWithJourneySchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [...changedApplication(id), 'Stages']),
    }),
  }),
});

export const { useSetStageMutation } = stageApi;
