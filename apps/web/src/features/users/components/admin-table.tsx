import { PAGES, ROLE_LABELS, type User } from '@visadesk/contract';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { Spinner } from '../../../components/ui/spinner';
import type { EditAdminState } from './edit-admin-state';

interface AdminTableProps {
  users: readonly User[];
  /** The signed-in super admin, marked so they recognise their own row. */
  currentUserId: string | undefined;
  approvingId: string | null;
  onApprove: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The visible action word first, then the account it acts on ("Edit: Ravi Staff"). */
const named = (action: string, user: User) => `${action}: ${user.name}`;

export function AdminTable({ users, currentUserId, approvingId, onApprove, onDelete }: AdminTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-striped align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">NAME</th>
            <th scope="col">EMAIL</th>
            <th scope="col">ROLE</th>
            <th scope="col">ACTION</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <th scope="row">
                {user.name}
                {user._id === currentUserId && <span className="text-body-secondary fw-normal"> (you)</span>}
              </th>
              <td>{user.email}</td>
              <td>
                {ROLE_LABELS[user.role]}
                {user.status === 'pending' && <span className="badge text-bg-warning ms-2">Awaiting approval</span>}
              </td>
              <td className="text-nowrap">
                {user.status === 'pending' && (
                  <button type="button" className="btn btn-sm btn-success me-2" aria-label={named('Approve', user)} disabled={approvingId !== null} aria-busy={approvingId === user._id} onClick={() => onApprove(user)}>
                    {approvingId === user._id && <Spinner />}
                    Approve
                  </button>
                )}
                <EditDeleteActions name={user.name} editTo={PAGES.editUserManagement} editState={{ user } satisfies EditAdminState} onDelete={() => onDelete(user)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
