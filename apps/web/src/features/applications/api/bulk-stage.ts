import { API, BulkStageResponseSchema, type BulkStageResponse } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { changedApplication } from './application-tags';

export interface BulkStageCall {
  ids: string[];
  stage: string;
  note: string;
}

/** What a move makes stale besides the applications: how many are in each stage. */
const STAGE_COUNTS = [{ type: 'Stages' }] as const;

const bulkStageApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One stage for the ticked applications: each moves on its own on the server. */
    setStageOfMany: build.mutation<BulkStageResponse, BulkStageCall>({
      query: ({ ids, stage, note }) => ({
        path: API.applications.bulkStage,
        method: 'POST',
        body: { ids, stage, ...(note ? { note } : {}) },
      }),
      rawResponseSchema: BulkStageResponseSchema,
      // Whatever moved is stale, the list, the board's counts and the dashboard with it; a refusal moved nothing.
      invalidatesTags: (answer) => (answer && answer.changed.length > 0 ? [...answer.changed.flatMap((id) => changedApplication(id)), ...STAGE_COUNTS] : []),
    }),
  }),
});

export const { useSetStageOfManyMutation } = bulkStageApi;
