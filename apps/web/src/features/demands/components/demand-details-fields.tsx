import { useLingui } from '@lingui/react/macro';
import { APPROVAL_NO_MAX, DEMAND_STATES, EMPLOYER_CITY_MAX, EMPLOYER_NAME_MAX, INTERVIEW_PLACE_MAX } from '@visadesk/contract';
import type { UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { EMPLOYER_COUNTRIES } from './country-options';
import type { DemandFormValues } from './demand-form-values';
import { STATE_WORDS } from './demand-words';

interface FieldsProps {
  register: UseFormRegister<DemandFormValues>;
  error: (name: string) => string | undefined;
}

/** Who asks for the workers, and where. */
export function EmployerFields({ register, error }: FieldsProps) {
  const { t } = useLingui();
  const countries = [{ value: '', label: t`Choose the country` }, ...EMPLOYER_COUNTRIES];
  return (
    <fieldset className="mb-3">
      <legend className="h5">{t`Employer`}</legend>
      <div className="row g-2">
        <div className="col-md-6"><InputField label={t`Employer's name`} maxLength={EMPLOYER_NAME_MAX} error={error('employer.name')} {...register('employer.name')} /></div>
        <div className="col-6 col-md-3"><SelectField label={t`Country`} options={countries} error={error('employer.country')} {...register('employer.country')} /></div>
        <div className="col-6 col-md-3"><InputField label={t`City`} maxLength={EMPLOYER_CITY_MAX} error={error('employer.city')} {...register('employer.city')} /></div>
      </div>
    </fieldset>
  );
}

/** The pre-approval, the interview, the closing day and the state. */
export function DemandDetailsFields({ register, error }: FieldsProps) {
  const { i18n, t } = useLingui();
  const states = DEMAND_STATES.map((state) => ({ value: state, label: i18n._(STATE_WORDS[state]) }));
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h5">{t`Pre-approval`}</legend>
        <div className="row g-2">
          <div className="col-md-6"><InputField label={t`Pre-approval number`} maxLength={APPROVAL_NO_MAX} autoComplete="off" error={error('approvalNo')} {...register('approvalNo')} /></div>
          <div className="col-md-6"><InputField label={t`Pre-approval date`} type="date" error={error('approvalDate')} {...register('approvalDate')} /></div>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{t`Interview`}</legend>
        <div className="row g-2">
          <div className="col-md-4"><InputField label={t`Interview date`} type="date" error={error('interview.date')} {...register('interview.date')} /></div>
          <div className="col-md-8"><InputField label={t`Interview place`} maxLength={INTERVIEW_PLACE_MAX} error={error('interview.place')} {...register('interview.place')} /></div>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{t`Closing and state`}</legend>
        <div className="row g-2">
          <div className="col-md-6"><InputField label={t`Closing date`} type="date" error={error('closes')} {...register('closes')} /></div>
          <div className="col-md-6">
            <SelectField label={t`State`} options={states} hint={t`Only an open demand whose closing date has not passed is published on the jobs page.`} error={error('state')} {...register('state')} />
          </div>
        </div>
      </fieldset>
    </>
  );
}
