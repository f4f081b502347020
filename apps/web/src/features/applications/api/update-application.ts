import { API, APPLICATION_MESSAGES, type Application } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { applicantFormData, type ApplicantSubmission } from './applicant-form-data';
import { changedApplication } from './application-tags';

const updateApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateApplication: build.mutation<Application, ApplicantSubmission & { id: string }>({
      query: ({ id, fields, photo, onUploadProgress }) => ({
        path: API.applications.update(id),
        method: 'PUT',
        body: applicantFormData(fields, photo),
        onUploadProgress,
      }),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : changedApplication(id)),
    }),
  }),
});

export const { useUpdateApplicationMutation } = updateApi;

export function updateApplicationErrorMessage(error: unknown): string {
  return isApiError(error) ? APPLICATION_MESSAGES.updateFailed : APPLICATION_MESSAGES.updateError;
}
