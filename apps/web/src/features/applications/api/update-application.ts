import { API, APPLICATION_MESSAGES, type Application, type ApplicantFields } from '@visadesk/contract';
import { apiClient, isApiError } from '../../../lib/api-client';
import { applicantFormData } from './applicant-form-data';

export function updateApplication(
  id: string,
  fields: ApplicantFields,
  photo: File | undefined,
  onUploadProgress?: (fraction: number) => void,
) {
  return apiClient.put<Application>(API.applications.update(id), applicantFormData(fields, photo), {
    onUploadProgress,
  });
}

export function updateApplicationErrorMessage(error: unknown): string {
  return isApiError(error) ? APPLICATION_MESSAGES.updateFailed : APPLICATION_MESSAGES.updateError;
}
