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
} from '@visadesk/contract';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { FilterFormFrame, useFilterForm, type FilterFormProps } from '../../../components/filter-form';
import { COUNTRY_LIST_ID, CountryList } from '../../../components/ui/country-list';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
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
} as const satisfies Record<ApplicationSort, unknown>;

function optionsOf(i18n: I18n) {
  return {
    status: [{ value: '', label: i18n._(msg`All statuses`) }, ...APPLICATION_STATUSES.map((value) => ({ value, label: i18n._(STATUS_WORDS[value]) }))],
    // Job titles are the form's own values, shown as staff chose them.
    jobTitle: [{ value: '', label: i18n._(msg`All job titles`) }, ...JOB_TITLES.map((value) => ({ value, label: value }))],
    sort: APPLICATION_SORTS.map((value) => ({ value, label: i18n._(SORT_WORDS[value]) })),
  };
}

/**
 * Narrowing the list: status, nationality, job title, the days of registration, and the order
 * (filter-form.tsx says how filters apply).
 */
export function ApplicationFilters({ view, onApply, onClear }: FilterFormProps<ListView>) {
  const { i18n, t } = useLingui();
  const { register, onSubmit, error } = useFilterForm(ApplicationExportQuerySchema, { view, onApply });
  const options = optionsOf(i18n);

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
        <SelectField label={t`Order`} options={options.sort} error={error('sort')} {...register('sort')} />
      </div>
    </FilterFormFrame>
  );
}
