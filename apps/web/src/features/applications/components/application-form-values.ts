import { APPLICANT_FIELD_KEYS, type Application } from '@visadesk/contract';
import type { ApplicationFormValues } from './application-form-resolver';

/** A blank add form: selects show their prompt, no photo yet. */
export function emptyApplicationForm(): ApplicationFormValues {
  const values = { image: null } as ApplicationFormValues;
  for (const key of APPLICANT_FIELD_KEYS) values[key] = '';
  return values;
}

/** The edit form starts from the application as it is on file. */
export function applicationFormValues(application: Application): ApplicationFormValues {
  const values = emptyApplicationForm();
  for (const key of APPLICANT_FIELD_KEYS) values[key] = application[key] ?? '';
  return values;
}
