import { API, APPLICATION_MESSAGES, type Application } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { applicantFormData, type ApplicantSubmission } from './applicant-form-data';
import { changedApplicationCount } from './application-tags';
import { TIMEOUTS } from '../../../config/timing';

const addApi = api.injectEndpoints({
  endpoints: (build) => ({
    addApplication: build.mutation<Application, ApplicantSubmission>({
      query: ({ fields, photo, onUploadProgress }) => ({
        path: API.applications.add,
        method: 'POST',
        body: applicantFormData(fields, photo),
        timeoutMs: TIMEOUTS.addApplication,
        onUploadProgress,
      }),
      invalidatesTags: (_answer, error) => (error ? [] : changedApplicationCount),
    }),
  }),
});

export const { useAddApplicationMutation } = addApi;

/**
 * The spec's add error catalogue. The server explains every refusal it makes on purpose (4xx);
 * a 5xx hides its cause, so the status is the useful part.
 */
export function addApplicationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status < 500 && error.body.message) return APPLICATION_MESSAGES.addServerMessage(error.body.message);
    return APPLICATION_MESSAGES.addFailedStatus(error.status);
  }
  return APPLICATION_MESSAGES.addError;
}
