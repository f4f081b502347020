import { API, APPLICATION_MESSAGES, TIMEOUTS, type Application, type ApplicantFields } from '@visadesk/contract';
import { apiClient, isApiError } from '../../../lib/api-client';
import { applicantFormData } from './applicant-form-data';

export function addApplication(
  fields: ApplicantFields,
  photo: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiClient.post<Application>(API.applications.add, applicantFormData(fields, photo), {
    timeoutMs: TIMEOUTS.addApplication,
    onUploadProgress,
  });
}

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
