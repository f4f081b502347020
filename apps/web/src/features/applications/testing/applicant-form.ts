import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { APPLICANT_EXAMPLES, APPLICANT_FIELD_LABELS, type ApplicantFields } from '@visadesk/contract';

type FieldName = keyof ApplicantFields;

/** A complete, valid applicant as typed into the form (the passport the way people write it). */
export const VALID_APPLICANT: Record<FieldName, string> = {
  // Every field's example from the contract's table, then this applicant's own.
  ...(APPLICANT_EXAMPLES as Record<FieldName, string>),
  surname: 'Patel',
  givenN: 'Meera',
  sex: 'Female',
  dob: '1990-04-12',
  birthCity: 'Surat',
  currentN: 'Indian',
  identification: 'Mole on left cheek',
  nationalId: 'NID-4455',
  company: 'Maple Foods',
  dutyDuration: '2 years',
  jobTitle: 'Cook',
  salary: '1200 USD',
  passport: 'p 1234567',
  issuedCountry: 'India',
  // Optional, and often not known when an application is filed.
  passportIssue: '',
  passportExpiry: '',
  phoneCode: '91',
  phone: '9876543210',
  email: 'Meera@Example.com',
  language: 'hi',
};

export function fieldOf(name: FieldName): HTMLInputElement | HTMLSelectElement {
  return screen.getByLabelText(APPLICANT_FIELD_LABELS[name], { exact: true });
}

/** Sets fields the way the browser reports a change; selects are chosen like a user would. */
export async function fillApplicant(user: UserEvent, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    const field = fieldOf(name);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else fireEvent.change(field, { target: { value } });
  }
}

export function submitButton(name = 'Submit'): HTMLElement {
  return screen.getByRole('button', { name });
}
