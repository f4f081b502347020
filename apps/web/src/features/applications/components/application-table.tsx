import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Application } from '@visadesk/contract';
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

interface ApplicationTableProps {
  applications: readonly Application[];
  onDelete: (application: Application) => void;
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

export function ApplicationTable({ applications, onDelete }: ApplicationTableProps) {
  const { t } = useLingui();
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">{t`NAME`}</th>
            <th scope="col">{t`ADMIN`}</th>
            <th scope="col">{t`PASSPORT NO`}</th>
            <th scope="col">{t`STATUS`}</th>
            <th scope="col">{t`VISA COLLECT DATE`}</th>
            <th scope="col">{t`VISA APPROVE DATE`}</th>
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
