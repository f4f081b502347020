import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Application, type ApplicationSort } from '@visadesk/contract';
import { Link } from 'react-router';
import { applicantName } from '../../../components/applicant/applicant-fields';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { applicationViewPath, type ApplicationRouteState } from '../application-paths';

const STATUS_BADGES: Record<Application['isStatus'], string> = {
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** The spec: with isAdmin set, the list names the applicant 'Admin' instead of by name. */
export function listedName(i18n: I18n, application: Application): string {
  return application.isAdmin ? i18n._(msg`Admin`) : applicantName(application);
}

function ApplicationRow({ application, onDelete }: { application: Application; onDelete: () => void }) {
  const { i18n, t } = useLingui();
  const name = listedName(i18n, application);
  const editState: ApplicationRouteState = { id: application._id };
  return (
    <tr>
      <td>{name}</td>
      <td>{application.isAdmin ? t`Yes` : t`No`}</td>
      <td className="font-monospace">{application.passport}</td>
      <td>
        <span className={`badge ${STATUS_BADGES[application.isStatus]}`}>{i18n._(STATUS_WORDS[application.isStatus])}</span>
      </td>
      <td>{application.pending || '—'}</td>
      <td>{application.approve || '—'}</td>
      <td className="text-nowrap">
        <Link
          className="btn btn-outline-primary btn-sm me-1"
          to={applicationViewPath(application._id)}
          aria-label={t`View ${name}`}
        >
          <Trans>View</Trans>
        </Link>
        <Link
          className="btn btn-outline-secondary btn-sm me-1"
          to={PAGES.editApplication}
          state={editState}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </button>
      </td>
    </tr>
  );
}

/** The columns a click orders by, and what they order by. */
const SORTABLE = { name: 'surname', collect: 'pending', approve: 'approve' } as const;
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
}

export function ApplicationTable({ applications, onDelete, sort, onSort }: ApplicationTableProps) {
  const { t } = useLingui();
  const sorting = { sort, onSort };
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle bg-white">
        <thead>
          <tr>
            <SortHeader column="name" label={t`NAME`} {...sorting} />
            <th scope="col">{t`ADMIN`}</th>
            <th scope="col">{t`PASSPORT NO`}</th>
            <th scope="col">{t`STATUS`}</th>
            <SortHeader column="collect" label={t`VISA COLLECT DATE`} {...sorting} />
            <SortHeader column="approve" label={t`VISA APPROVE DATE`} {...sorting} />
            <th scope="col">{t`ACTION`}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <ApplicationRow key={application._id} application={application} onDelete={() => onDelete(application)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
