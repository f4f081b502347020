import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APPROVAL_FIELDS, COUNTRIES, JOB_TITLES, LANGUAGES, SEXES, callingCodeChoices, type ApplicantFields } from '@visadesk/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SEX_WORDS } from '../../../components/applicant/applicant-words';
import { COUNTRY_LIST_ID } from '../../../components/ui/country-list';
import { ApplicantField } from './applicant-field';
import { fieldLabel } from '../../../i18n/contract-texts';

type FieldName = keyof ApplicantFields;

interface Choice {
  /** `lang`: an option written in another language than the desk's (a language's own name). */
  options: (i18n: I18n) => readonly { value: string; label: string; lang?: string }[];
  prompt: MessageDescriptor;
}

/** The sexes in the page's words (as the applicant copy names them); the value filed is the contract's. */
const sexes = (i18n: I18n) => SEXES.map((value) => ({ value, label: SEX_WORDS[value] ? i18n._(SEX_WORDS[value]) : value }));

/**
 * Where workers go, by name: the pickers' first six are where they come from, not where they go. The
 * value filed is the list's name, the one a list of stages by country is kept under (ADR 049).
 */
const DESTINATIONS = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map(({ name }) => ({ value: name, label: name }));

const CHOICES: Partial<Record<FieldName, Choice>> = {
  sex: { options: sexes, prompt: msg`Select sex` },
  // Filed and shown as staff chose them, on the form and on the applicant copy alike.
  jobTitle: { options: () => JOB_TITLES.map((value) => ({ value, label: value })), prompt: msg`Select job title` },
  phoneCode: { options: () => callingCodeChoices().map(({ code, label }) => ({ value: code, label })), prompt: msg`Select country code` },
  language: { options: () => LANGUAGES.map(({ code, name }) => ({ value: code, label: name, lang: code })), prompt: msg`Select language` },
  // Often unknown at registration: the empty choice says so, and the default list of stages applies.
  destination: { options: () => DESTINATIONS, prompt: msg`Not known yet` },
};

const INPUT_TYPES: Partial<Record<FieldName, string>> = {
  dob: 'date',
  passportIssue: 'date',
  passportExpiry: 'date',
  email: 'email',
  phone: 'tel',
};

const LATER = msg`Can wait until approval: it is asked for then.`;
/** What a field a worker may not know yet takes, under it: a field asked for before approval says so. */
const HINTS: Partial<Record<FieldName, MessageDescriptor>> = {
  ...Object.fromEntries(APPROVAL_FIELDS.map((key) => [key, LATER])),
  surname: msg`Leave it empty when the passport shows a single name, and write that name as the given name.`,
  email: msg`Optional. Without one, email to the applicant waits until an address is saved; WhatsApp is offered meanwhile.`,
  destination: msg`The stages the application follows are this country's when Settings give it a list of its own, else the default list.`,
};

/** Fields that offer the country picker (the page renders one CountryList). */
const COUNTRY_FIELDS: ReadonlySet<FieldName> = new Set(['currentN', 'issuedCountry']);

interface ApplicantInputProps {
  name: FieldName;
  error: string | undefined;
  registration: UseFormRegisterReturn<FieldName>;
}

/** One applicant field as the form shows it: a select for the fixed choices, an input otherwise. */
export function ApplicantInput({ name, error, registration }: ApplicantInputProps) {
  const { i18n } = useLingui();
  const choice = CHOICES[name];
  const label = fieldLabel(i18n, name);
  const hint = HINTS[name] && i18n._(HINTS[name]);
  if (choice) {
    return (
      <ApplicantField label={label} error={error} hint={hint} controlClass="form-select">
        {(control) => (
          <select {...control} {...registration}>
            <option value="">{i18n._(choice.prompt)}</option>
            {choice.options(i18n).map((option) => (
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
    <ApplicantField label={label} error={error} hint={hint}>
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
