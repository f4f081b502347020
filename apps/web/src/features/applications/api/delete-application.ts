import { API, APPLICATION_MESSAGES } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { changedApplication } from './application-tags';
import { TIMEOUTS } from '../../../config/timing';

export interface DeleteApplicationResponse {
  message: string;
  _id: string;
}

const deleteApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteApplication: build.mutation<DeleteApplicationResponse | undefined, string>({
      query: (id) => ({ path: API.applications.remove(id), method: 'DELETE', timeoutMs: TIMEOUTS.deleteApplication }),
      invalidatesTags: (_answer, error, id) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useDeleteApplicationMutation } = deleteApi;

export function deleteApplicationErrorMessage(error: unknown): string {
  return isApiError(error) ? APPLICATION_MESSAGES.deleteFailed : APPLICATION_MESSAGES.deleteError;
}
