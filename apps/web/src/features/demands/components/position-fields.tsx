import { useLingui } from '@lingui/react/macro';
import { COMMON_CURRENCIES, CONTRACT_YEARS_MAX, HOURS_MAX, POSITION_TITLE_MAX, SKILLS_MAX } from '@visadesk/contract';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TermsField, type TermsFormParts } from './terms-field';

type PositionPath = 'title' | 'quota' | 'contractYears' | 'salary.amount' | 'salary.currency' | 'hours' | 'skills';

interface PositionFieldsProps {
  index: number;
  form: TermsFormParts;
  /** A field's message by its path under the position (`quota`, `salary.amount`). */
  error: (path: string) => string | undefined;
  /** The currency the position's salary is in now: the list offers it even when it is not a common one. */
  currency: string;
  onRemove: (() => void) | null;
}

/** One position of the demand: what the job is, how many workers, and what the employer offers. */
export function PositionFields({ index, form, error, currency, onRemove }: PositionFieldsProps) {
  const { t } = useLingui();
  const { register } = form;
  const name = (key: PositionPath) => `positions.${index}.${key}` as const;
  const number = index + 1;
  const codes = currency && !(COMMON_CURRENCIES as readonly string[]).includes(currency) ? [currency, ...COMMON_CURRENCIES] : COMMON_CURRENCIES;
  const currencies = [{ value: '', label: t`Choose` }, ...codes.map((code) => ({ value: code, label: code }))];
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-0">{t`Position ${number}`}</legend>
      <div className="row g-2">
        <div className="col-md-6"><InputField label={t`Title`} maxLength={POSITION_TITLE_MAX} error={error('title')} {...register(name('title'))} /></div>
        <div className="col-6 col-md-3"><InputField label={t`Quota (workers)`} inputMode="numeric" autoComplete="off" error={error('quota')} {...register(name('quota'))} /></div>
        <div className="col-6 col-md-3"><InputField label={t`Contract (years)`} inputMode="numeric" autoComplete="off" hint={t`1 to ${CONTRACT_YEARS_MAX}`} error={error('contractYears')} {...register(name('contractYears'))} /></div>
        <div className="col-6 col-md-4"><InputField label={t`Monthly salary`} inputMode="decimal" autoComplete="off" error={error('salary.amount') ?? error('salary')} {...register(name('salary.amount'))} /></div>
        <div className="col-6 col-md-2"><SelectField label={t`Currency`} options={currencies} error={error('salary.currency')} {...register(name('salary.currency'))} /></div>
        <div className="col-md-6"><InputField label={t`Working hours`} maxLength={HOURS_MAX} hint={t`For example: 8 hours a day, 6 days a week`} error={error('hours')} {...register(name('hours'))} /></div>
        <div className="col-md-4"><TermsField form={form} index={index} term="food" label={t`Food`} error={error('food')} /></div>
        <div className="col-md-4"><TermsField form={form} index={index} term="accommodation" label={t`Accommodation`} error={error('accommodation')} /></div>
        <div className="col-md-4"><TermsField form={form} index={index} term="ticket" label={t`Ticket`} error={error('ticket')} /></div>
        <div className="col-12"><TextAreaField label={t`Skills required`} rows={2} maxLength={SKILLS_MAX} error={error('skills')} {...register(name('skills'))} /></div>
      </div>
      {onRemove && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRemove}>
          {t`Remove position ${number}`}
        </button>
      )}
    </fieldset>
  );
}
