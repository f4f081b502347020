import { useLingui } from '@lingui/react/macro';
import type { Application, ApplicationSort } from '@visadesk/contract';
import { ExpiredPassportMark } from './expired-passport';
import { listedName, RowActions, SelectAllBox, SelectBox, StatusBadge, type Selection } from './application-row-parts';
import { StageMark, useStageName } from './stage-mark';

interface ApplicationRowProps {
  application: Application;
  onDelete: () => void;
  selection: Selection;
  stageName: (id: string) => string;
}

function ApplicationRow({ application, onDelete, selection, stageName }: ApplicationRowProps) {
  const { i18n } = useLingui();
  const name = listedName(i18n, application);
  return (
    <tr>
      <td>
        <SelectBox id={application._id} name={name} selection={selection} />
      </td>
      <td>{name}</td>
      <td>
        <span className="font-monospace">{application.passport}</span>
        <ExpiredPassportMark expiry={application.passportExpiry} />
      </td>
      <td>
        <StatusBadge status={application.isStatus} />
      </td>
      <td>
        <StageMark application={application} name={stageName} />
      </td>
      <td>{application.pending || '—'}</td>
      <td>{application.approve || '—'}</td>
      <td className="text-nowrap">
        <RowActions application={application} name={name} onDelete={onDelete} />
      </td>
    </tr>
  );
}

/** The columns a click orders by, and what they order by: the stage by the day it was entered (longest in it first). */
const SORTABLE = { name: 'surname', stage: 'stageSince', collect: 'pending', approve: 'approve' } as const;
type SortableColumn = keyof typeof SORTABLE;

interface SortHeaderProps {
  column: SortableColumn;
  label: string;
  sort: ApplicationSort;
  onSort: (sort: ApplicationSort) => void;
}

/** A column header that orders the list by it: ascending first, then descending (aria-sort says which). */
function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const { t } = useLingui();
  const key = SORTABLE[column];
  const direction = sort === key ? 'ascending' : sort === `-${key}` ? 'descending' : 'none';
  const next: ApplicationSort = direction === 'ascending' ? `-${key}` : key;
  return (
    <th scope="col" aria-sort={direction}>
      <button
        type="button"
        className="btn btn-link p-0 fw-bold text-reset text-decoration-none"
        onClick={() => onSort(next)}
        title={direction === 'ascending' ? t`Order by ${label}, descending` : t`Order by ${label}, ascending`}
      >
        {label}
        {direction !== 'none' && <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : ' ▼'}</span>}
      </button>
    </th>
  );
}

interface ApplicationTableProps {
  applications: readonly Application[];
  onDelete: (application: Application) => void;
  sort: ApplicationSort;
  onSort: (sort: ApplicationSort) => void;
  selection: Selection;
}

/**
 * The list on a screen from Bootstrap's md up: a table, with a tick per row for a change of several.
 * The spec's ADMIN column is left out: nothing here sets `isAdmin` (the API keeps the
 * field), so it said "No" on every row and new agencies read it as a refusal.
 */
export function ApplicationTable({ applications, onDelete, sort, onSort, selection }: ApplicationTableProps) {
  const { t } = useLingui();
  const stageName = useStageName();
  const sorting = { sort, onSort };
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">
              <SelectAllBox count={applications.length} selection={selection} />
            </th>
            <SortHeader column="name" label={t`NAME`} {...sorting} />
            <th scope="col">{t`PASSPORT NO`}</th>
            <th scope="col">{t`STATUS`}</th>
            <SortHeader column="stage" label={t`STAGE`} {...sorting} />
            <SortHeader column="collect" label={t`VISA COLLECT DATE`} {...sorting} />
            <SortHeader column="approve" label={t`VISA APPROVE DATE`} {...sorting} />
            <th scope="col">{t`ACTION`}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <ApplicationRow key={application._id} application={application} onDelete={() => onDelete(application)} selection={selection} stageName={stageName} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
