import { useLingui } from '@lingui/react/macro';
import { TERMS_MAX } from '@visadesk/contract';
import { useId, useState } from 'react';
import type { UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { DemandFormValues } from './demand-form-values';
import { TERMS_WORDS } from './demand-words';

type TermsKey = 'food' | 'accommodation' | 'ticket';
type Choice = '' | 'yes' | 'no' | 'own';

const choiceOf = (value: string): Choice => (value === '' || value === 'yes' || value === 'no' ? value : 'own');

/** What the position's terms fields take from the form. */
export interface TermsFormParts {
  register: UseFormRegister<DemandFormValues>;
  setValue: UseFormSetValue<DemandFormValues>;
  getValues: UseFormGetValues<DemandFormValues>;
}

interface TermsFieldProps {
  form: TermsFormParts;
  index: number;
  term: TermsKey;
  label: string;
  error: string | undefined;
}

/** Food, accommodation or ticket: yes, no, the agency's own words ("300 QAR allowance"), or not said. */
export function TermsField({ form, index, term, label, error }: TermsFieldProps) {
  const { i18n, t } = useLingui();
  const name = `positions.${index}.${term}` as const;
  const [choice, setChoice] = useState<Choice>(() => choiceOf(form.getValues(name)));
  const id = useId();
  const choose = (next: Choice) => {
    setChoice(next);
    form.setValue(name, next === 'own' ? '' : next, { shouldDirty: true });
  };
  const described = error ? `${id}-error` : undefined;
  return (
    <div className="mb-3">
      <label htmlFor={`${id}-choice`} className="form-label">{label}</label>
      <select id={`${id}-choice`} className={`form-select${error ? ' is-invalid' : ''}`} value={choice} onChange={(event) => choose(event.currentTarget.value as Choice)} aria-describedby={described}>
        <option value="">{t`Not said`}</option>
        <option value="yes">{i18n._(TERMS_WORDS.yes)}</option>
        <option value="no">{i18n._(TERMS_WORDS.no)}</option>
        <option value="own">{t`In our own words`}</option>
      </select>
      {choice === 'own' && (
        <input
          className={`form-control mt-1${error ? ' is-invalid' : ''}`}
          aria-label={t`${label}, in our own words`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          maxLength={TERMS_MAX}
          {...form.register(name)}
        />
      )}
      {error && <div id={`${id}-error`} className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}
