import { useLingui } from '@lingui/react/macro';
import { DEMAND_STATES, DemandExportQuerySchema, type DemandSort } from '@visadesk/contract';
import { FilterFormFrame, useFilterForm, type FilterFormProps } from '../../../components/filter-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import type { DemandsView } from '../api/get-demands';
import { EMPLOYER_COUNTRIES } from './country-options';
import { STATE_WORDS } from './demand-words';
import { isNarrowed } from './use-demands-address';

/** The orders the list offers, in the desk's words. */
function useSortOptions(): { value: DemandSort; label: string }[] {
  const { t } = useLingui();
  return [
    { value: '-createdAt', label: t`Newest first` },
    { value: 'createdAt', label: t`Oldest first` },
    { value: 'closes', label: t`Closing soonest first` },
    { value: '-closes', label: t`Closing latest first` },
    { value: 'employer', label: t`Employer, A to Z` },
    { value: '-employer', label: t`Employer, Z to A` },
  ];
}

/** Narrowing the demands: a search, the state and the employer's country; and their order. */
export function DemandFilters({ view, onApply, onClear }: FilterFormProps<DemandsView>) {
  const { i18n, t } = useLingui();
  const { register, onSubmit, error } = useFilterForm(DemandExportQuerySchema, { view, onApply });
  const states = [{ value: '', label: t`All states` }, ...DEMAND_STATES.map((state) => ({ value: state, label: i18n._(STATE_WORDS[state]) }))];
  const countries = [{ value: '', label: t`All countries` }, ...EMPLOYER_COUNTRIES];
  const orders = useSortOptions();
  return (
    <FilterFormFrame label={t`Filter demands`} onSubmit={onSubmit} narrowed={isNarrowed(view)} onClear={onClear}>
      <div className="col-12 col-lg-3">
        <InputField label={t`Search`} type="search" hint={t`Employer, city, position or pre-approval number`} error={error('search')} {...register('search')} />
      </div>
      <div className="col-6 col-lg-3"><SelectField label={t`State`} options={states} error={error('state')} {...register('state')} /></div>
      <div className="col-6 col-lg-3"><SelectField label={t`Country`} options={countries} error={error('country')} {...register('country')} /></div>
      <div className="col-12 col-lg-3"><SelectField label={t`Order`} options={orders} error={error('sort')} {...register('sort')} /></div>
    </FilterFormFrame>
  );
}
