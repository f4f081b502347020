import { API, BulkStatusResponseSchema, type ApplicationStatus, type BulkStatusResponse } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { changedApplication } from './application-tags';

export interface BulkStatusCall {
  ids: string[];
  status: ApplicationStatus;
  reason: string;
}

const bulkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One status for the ticked applications: each changes on its own on the server. */
    setStatusOfMany: build.mutation<BulkStatusResponse, BulkStatusCall>({
      query: ({ ids, status, reason }) => ({
        path: API.applications.bulkStatus,
        method: 'POST',
        body: { ids, status, ...(reason ? { reason } : {}) },
      }),
      rawResponseSchema: BulkStatusResponseSchema,
      // Whatever changed is stale, the list and the dashboard with it; a refusal changed nothing.
      invalidatesTags: (answer) => (answer ? answer.changed.flatMap((id) => changedApplication(id)) : []),
    }),
  }),
});

export const { useSetStatusOfManyMutation } = bulkApi;
