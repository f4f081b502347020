import { useLingui } from '@lingui/react/macro';
import { PaymentsExportQuerySchema } from '@visadesk/contract';
import { FilterFormFrame, useFilterForm, type FilterFormProps } from '../../../components/filter-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { useEntryWords } from '../../../components/ledger/ledger-words';
import type { PaymentsView } from '../api/get-payments';
import { isNarrowed } from './use-payments-address';

/** Narrowing the payments: the days (the payments' own) and how they were paid. */
export function PaymentsFilters({ view, onApply, onClear }: FilterFormProps<PaymentsView>) {
  const { t } = useLingui();
  const words = useEntryWords();
  const { register, onSubmit, error } = useFilterForm(PaymentsExportQuerySchema, { view, onApply });
  const methods = [{ value: '', label: t`All methods` }, ...(['cash', 'bank', 'wallet'] as const).map((method) => ({ value: method, label: words.method(method) }))];
  return (
    <FilterFormFrame label={t`Filter payments`} onSubmit={onSubmit} narrowed={isNarrowed(view)} onClear={onClear}>
      <div className="col-6 col-lg-4"><InputField label={t`From`} type="date" error={error('from')} {...register('from')} /></div>
      <div className="col-6 col-lg-4"><InputField label={t`To`} type="date" error={error('to')} {...register('to')} /></div>
      <div className="col-12 col-lg-4"><SelectField label={t`Paid by`} options={methods} error={error('method')} {...register('method')} /></div>
    </FilterFormFrame>
  );
}
