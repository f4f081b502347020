import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActivityExportQuerySchema, type ActivityFilters as Filters, type User } from '@visadesk/contract';
import { useEffect } from 'react';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { contractResolver } from '../../../lib/contract-resolver';
import { useStaffAccountsQuery } from '../../../lib/staff-accounts';
import { useContractForm } from '../../../lib/use-contract-form';
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

interface ActivityFiltersProps {
  /** The view in the address bar. */
  view: Filters;
  onApply: (view: Filters) => void;
  onClear: () => void;
}

/**
 * Narrowing the log: a staff member and the days, in the consultancy's calendar. Applied
 * together on Apply (or Enter), checked by the log query's own rule, and kept in the address; the
 * fields follow the address when Back or a link changes it.
 */
export function ActivityFilters({ view, onApply, onClear }: ActivityFiltersProps) {
  const { i18n, t } = useLingui();
  const shown = useShownMessage();
  const { data: staff = NOBODY } = useStaffAccountsQuery();
  const { form, onSubmit } = useContractForm<z.input<typeof ActivityExportQuerySchema>, unknown, Filters>({
    resolver: contractResolver(ActivityExportQuerySchema),
    defaultValues: view,
    send: async (values) => onApply(values),
    failureMessage: () => '',
  });
  const { register, reset, formState } = form;
  // Again once the staff have arrived: a select shows a value only once it has the option.
  useEffect(() => reset(view), [view, reset, staff]);
  const error = (name: keyof Filters) => shown(formState.errors[name]?.message);

  return (
    <form className="card card-body mb-3 pb-0" onSubmit={onSubmit} noValidate aria-label={t`Filter activity`}>
      <div className="row g-2">
        <div className="col-12 col-lg-4">
          <SelectField label={t`Staff member`} options={staffOptions(i18n, staff, view.actor)} error={error('actor')} {...register('actor')} />
        </div>
        <div className="col-6 col-lg-4">
          <InputField label={t`From`} type="date" error={error('from')} {...register('from')} />
        </div>
        <div className="col-6 col-lg-4">
          <InputField label={t`To`} type="date" error={error('to')} {...register('to')} />
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="submit" className="btn btn-primary">
          <Trans>Apply filters</Trans>
        </button>
        {isNarrowed(view) && (
          <button type="button" className="btn btn-outline-secondary" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
