import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActivityExportQuerySchema, type ActivityFilters as Filters, type User } from '@visadesk/contract';
import { FilterFormFrame, useFilterForm, type FilterFormProps } from '../../../components/filter-form';
import { InputField } from '../../../components/ui/input-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useStaffAccountsQuery } from '../../../lib/staff-accounts';
import { isNarrowed } from './use-activity-address';

const NOBODY: readonly User[] = [];

/**
 * Everyone, then each staff account by name; a staff member the address names who has no account
 * any more (their entries stay) is offered too, so the select shows what the log is narrowed to.
 */
function staffOptions(i18n: I18n, staff: readonly User[], actor: string): SelectOption[] {
  const accounts = [...staff].sort((a, b) => a.name.localeCompare(b.name)).map((user) => ({ value: user._id, label: user.name }));
  const gone = actor && !staff.some((user) => user._id === actor) ? [{ value: actor, label: i18n._(msg`A former staff member`) }] : [];
  return [{ value: '', label: i18n._(msg`All staff`) }, ...accounts, ...gone];
}

/**
 * Narrowing the log: a staff member and the days, in the consultancy's calendar (filter-form.tsx
 * says how filters apply).
 */
export function ActivityFilters({ view, onApply, onClear }: FilterFormProps<Filters>) {
  const { i18n, t } = useLingui();
  const { data: staff = NOBODY } = useStaffAccountsQuery();
  const { register, onSubmit, error } = useFilterForm(ActivityExportQuerySchema, { view, onApply }, staff);

  return (
    <FilterFormFrame label={t`Filter activity`} onSubmit={onSubmit} narrowed={isNarrowed(view)} onClear={onClear}>
      <div className="col-12 col-lg-4">
        <SelectField label={t`Staff member`} options={staffOptions(i18n, staff, view.actor)} error={error('actor')} {...register('actor')} />
      </div>
      <div className="col-6 col-lg-4">
        <InputField label={t`From`} type="date" error={error('from')} {...register('from')} />
      </div>
      <div className="col-6 col-lg-4">
        <InputField label={t`To`} type="date" error={error('to')} {...register('to')} />
      </div>
    </FilterFormFrame>
  );
}
