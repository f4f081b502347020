import { APPLICANT_FIELD_KEYS, type ApplicantFields } from '@visadesk/contract';

/** What the add and edit calls send: the text fields, the photo when one was chosen, and who hears of the upload's progress. */
export interface ApplicantSubmission {
  fields: ApplicantFields;
  photo: File | undefined;
  onUploadProgress?: (fraction: number) => void;
}

/** The multipart body of the add and edit calls: every text field, plus the photo when one was chosen. */
export function applicantFormData(fields: ApplicantFields, photo: File | undefined): FormData {
  const body = new FormData();
  for (const key of APPLICANT_FIELD_KEYS) body.set(key, fields[key]);
  if (photo) body.set('image', photo);
  return body;
}
