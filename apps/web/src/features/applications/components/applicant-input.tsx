import { JOB_TITLES, LANGUAGES, SEXES, callingCodeChoices, type ApplicantFields } from '@visadesk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FIELD_LABELS } from '../../../components/applicant/applicant-fields';
import { COUNTRY_LIST_ID } from '../../../components/ui/country-list';
import { ApplicantField } from './applicant-field';

type FieldName = keyof ApplicantFields;

interface Choice {
  /** `lang`: an option written in another language than the desk's (a language's own name). */
  options: () => readonly { value: string; label: string; lang?: string }[];
  prompt: string;
}

const named = (values: readonly string[]) => () => values.map((value) => ({ value, label: value }));

const CHOICES: Partial<Record<FieldName, Choice>> = {
  sex: { options: named(SEXES), prompt: 'Select sex' },
  jobTitle: { options: named(JOB_TITLES), prompt: 'Select job title' },
  phoneCode: { options: () => callingCodeChoices().map(({ code, label }) => ({ value: code, label })), prompt: 'Select country code' },
  language: { options: () => LANGUAGES.map(({ code, name }) => ({ value: code, label: name, lang: code })), prompt: 'Select language' },
};

const INPUT_TYPES: Partial<Record<FieldName, string>> = { dob: 'date', email: 'email', phone: 'tel' };

/** Fields that offer the country picker (the page renders one CountryList). */
const COUNTRY_FIELDS: ReadonlySet<FieldName> = new Set(['currentN', 'issuedCountry']);

interface ApplicantInputProps {
  name: FieldName;
  error: string | undefined;
  registration: UseFormRegisterReturn<FieldName>;
}

/** One applicant field as the form shows it: a select for the fixed choices, an input otherwise. */
export function ApplicantInput({ name, error, registration }: ApplicantInputProps) {
  const choice = CHOICES[name];
  if (choice) {
    return (
      <ApplicantField label={FIELD_LABELS[name]} error={error} controlClass="form-select">
        {(control) => (
          <select {...control} {...registration}>
            <option value="">{choice.prompt}</option>
            {choice.options().map((option) => (
              <option key={option.value} value={option.value} lang={option.lang}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </ApplicantField>
    );
  }
  return (
    <ApplicantField label={FIELD_LABELS[name]} error={error}>
      {(control) => (
        <input
          {...control}
          {...registration}
          type={INPUT_TYPES[name] ?? 'text'}
          inputMode={name === 'phone' ? 'numeric' : undefined}
          list={COUNTRY_FIELDS.has(name) ? COUNTRY_LIST_ID : undefined}
          autoComplete="off"
        />
      )}
    </ApplicantField>
  );
}
