import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  ApplicationExportQuerySchema,
  DEFAULT_APPLICATION_SORT,
  JOB_TITLES,
  type ApplicationSort,
  type StagesAnswer,
} from '@visadesk/contract';
import { useMemo } from 'react';
import { z } from 'zod';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { FilterFormFrame, useFilterForm, type FilterFormProps } from '../../../components/filter-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { COUNTRY_LIST_ID, CountryList } from '../../../components/ui/country-list';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { useStages } from '../../../lib/stages';
import { isFiltered, type ListView } from './use-list-address';

/** Each order as the Order select names it. */
export const SORT_WORDS = {
  '-createdAt': msg`Newest first`,
  createdAt: msg`Oldest first`,
  surname: msg`Surname, A to Z`,
  '-surname': msg`Surname, Z to A`,
  pending: msg`Visa collect date, earliest first`,
  '-pending': msg`Visa collect date, latest first`,
  approve: msg`Visa approve date, earliest first`,
  '-approve': msg`Visa approve date, latest first`,
  stageSince: msg`Longest in their stage first`,
  '-stageSince': msg`Latest into their stage first`,
} as const satisfies Record<ApplicationSort, unknown>;

type FilterInput = Omit<z.input<typeof ApplicationExportQuerySchema>, 'overdue'> & { overdue?: string | boolean };

/**
 * The list's own rule, the "Overdue only" box read first: a ticked box holds its value, 'true'; an
 * unticked one holds `false` (react-hook-form), which the list's query takes as nothing.
 */
const FILTER_SCHEMA = z.preprocess<FilterInput, typeof ApplicationExportQuerySchema, FilterInput>(
  (values) => ({ ...values, overdue: values.overdue === 'true' ? 'true' : '' }),
  ApplicationExportQuerySchema,
);

/** Each stage by its name, in the agency's order; an archived one is named so (applications may still be in it). */
function stageOptions(i18n: I18n, stages: StagesAnswer['stages']) {
  return stages.map(({ id, name, archived }) => ({ value: id, label: archived ? i18n._(msg`${name} (archived)`) : name }));
}

function optionsOf(i18n: I18n, stages: StagesAnswer['stages']) {
  return {
    stage: [{ value: '', label: i18n._(msg`Any stage`) }, ...stageOptions(i18n, stages)],
    status: [{ value: '', label: i18n._(msg`All statuses`) }, ...APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(STATUS_WORDS[value]) }))],
    // Job titles are the form's own values, shown as staff chose them.
    jobTitle: [{ value: '', label: i18n._(msg`All job titles`) }, ...JOB_TITLES.map((value) => ({ value, label: value }))],
    sort: APPLICATION_SORTS.map((value) => ({ value, label: i18n._(SORT_WORDS[value]) })),
  };
}

const NO_STAGES: StagesAnswer['stages'] = [];

/**
 * Narrowing the list: status, nationality, job title, the days of registration, the stage, the
 * overdue ones, and the order (filter-form.tsx says how filters apply).
 */
export function ApplicationFilters({ view, onApply, onClear }: FilterFormProps<ListView>) {
  const { i18n, t } = useLingui();
  const stages = useStages().data?.stages ?? NO_STAGES;
  // The box is ticked by `true` alone (an address's `overdue=false` narrows nothing).
  const shown = useMemo(() => ({ ...view, overdue: view.overdue === 'true' ? ('true' as const) : ('' as const) }), [view]);
  // Again once the stages arrive: the stage select shows the address's stage only when it has the option.
  const { register, onSubmit, error } = useFilterForm(FILTER_SCHEMA, { view: shown, onApply }, stages);
  const options = optionsOf(i18n, stages);

  return (
    <FilterFormFrame label={t`Filter applications`} onSubmit={onSubmit} narrowed={isFiltered(view) || view.sort !== DEFAULT_APPLICATION_SORT} onClear={onClear}>
      <div className="col-6 col-lg-2">
        <SelectField label={t`Status`} options={options.status} error={error('status')} {...register('status')} />
      </div>
      <div className="col-6 col-lg-2">
        <InputField label={t`Nationality`} list={COUNTRY_LIST_ID} autoComplete="off" error={error('nationality')} {...register('nationality')} />
        <CountryList />
      </div>
      <div className="col-6 col-lg-2">
        <SelectField label={t`Job title`} options={options.jobTitle} error={error('jobTitle')} {...register('jobTitle')} />
      </div>
      <div className="col-6 col-lg-2">
        <InputField label={t`Registered from`} type="date" error={error('createdFrom')} {...register('createdFrom')} />
      </div>
      <div className="col-6 col-lg-2">
        <InputField label={t`Registered to`} type="date" error={error('createdTo')} {...register('createdTo')} />
      </div>
      <div className="col-6 col-lg-2">
        <SelectField label={t`Stage`} options={options.stage} error={error('stage')} {...register('stage')} />
      </div>
      <div className="col-6 col-lg-2 d-flex align-items-center">
        <CheckboxField label={t`Overdue only`} value="true" error={error('overdue')} {...register('overdue')} />
      </div>
      <div className="col-6 col-lg-2">
        <SelectField label={t`Order`} options={options.sort} error={error('sort')} {...register('sort')} />
      </div>
    </FilterFormFrame>
  );
}
