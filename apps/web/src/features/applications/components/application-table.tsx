import { PAGES, type Application } from '@visadesk/contract';
import { Link } from 'react-router';
import { STATUS_LABELS, applicantName } from '../../../components/applicant/applicant-fields';
import { applicationViewPath, type ApplicationRouteState } from '../application-paths';

const STATUS_BADGES: Record<Application['isStatus'], string> = {
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** The spec: with isAdmin set, the list names the applicant 'Admin' instead of by name. */
export function listedName(application: Application): string {
  return application.isAdmin ? 'Admin' : applicantName(application);
}

interface ApplicationTableProps {
  applications: readonly Application[];
  onDelete: (application: Application) => void;
}

function ApplicationRow({ application, onDelete }: { application: Application; onDelete: () => void }) {
  const name = listedName(application);
  const editState: ApplicationRouteState = { id: application._id };
  return (
    <tr>
      <td>{name}</td>
      <td>{application.isAdmin ? 'Yes' : 'No'}</td>
      <td className="font-monospace">{application.passport}</td>
      <td>
        <span className={`badge ${STATUS_BADGES[application.isStatus]}`}>{STATUS_LABELS[application.isStatus]}</span>
      </td>
      <td>{application.pending || '—'}</td>
      <td>{application.approve || '—'}</td>
      <td className="text-nowrap">
        <Link
          className="btn btn-outline-primary btn-sm me-1"
          to={applicationViewPath(application._id)}
          aria-label={`View ${name}`}
        >
          View
        </Link>
        <Link
          className="btn btn-outline-secondary btn-sm me-1"
          to={PAGES.editApplication}
          state={editState}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </button>
      </td>
    </tr>
  );
}

export function ApplicationTable({ applications, onDelete }: ApplicationTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">NAME</th>
            <th scope="col">ADMIN</th>
            <th scope="col">PASSPORT NO</th>
            <th scope="col">STATUS</th>
            <th scope="col">VISA COLLECT DATE</th>
            <th scope="col">VISA APPROVE DATE</th>
            <th scope="col">ACTION</th>
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
