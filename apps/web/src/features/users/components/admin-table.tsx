import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type User } from '@visadesk/contract';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { Spinner } from '../../../components/ui/spinner';
import type { EditAdminState } from './edit-admin-state';
import { ROLE_WORDS } from '../../../components/layouts/role-words';

interface AdminTableProps {
  users: readonly User[];
  /** The signed-in super admin, marked so they recognise their own row. */
  currentUserId: string | undefined;
  approvingId: string | null;
  onApprove: (user: User) => void;
  /** The account whose invitation is being sent again, if any. */
  resendingId: string | null;
  onResend: (user: User) => void;
  onDelete: (user: User) => void;
}

/** Read when the list renders: the list renders again with every change to the staff. */
const hasExpired = (at: Date) => at.getTime() <= Date.now();

/** Whether an invitation waits to be accepted, and whether its link still works. */
function InvitationBadge({ invitation }: { invitation: NonNullable<User['invitation']> }) {
  const expiresAt = new Date(invitation.expiresAt);
  if (hasExpired(expiresAt)) {
    return (
      <span className="badge text-bg-danger ms-2">
        <Trans>Invitation expired</Trans>
      </span>
    );
  }
  const until = SHORT_DATE.format(expiresAt);
  return (
    <span className="badge text-bg-info ms-2">
      <Trans>Invited, link works until {until}</Trans>
    </span>
  );
}

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

interface AdminRowProps extends Omit<AdminTableProps, 'users'> {
  user: User;
}

/** The Approve button names the account it acts on after the visible word ("Approve: Ravi Staff"). */
function AdminRow({ user, currentUserId, approvingId, onApprove, resendingId, onResend, onDelete }: AdminRowProps) {
  const { i18n, t } = useLingui();
  const name = user.name;
  return (
    <tr>
      <th scope="row">
        {name}
        {user._id === currentUserId && (
          <span className="text-body-secondary fw-normal">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </th>
      <td>{user.email}</td>
      <td>
        {i18n._(ROLE_WORDS[user.role])}
        {user.status === 'pending' && (
          <span className="badge text-bg-warning ms-2">
            <Trans>Awaiting approval</Trans>
          </span>
        )}
        {user.invitation && <InvitationBadge invitation={user.invitation} />}
      </td>
      <td className="text-nowrap">
        {user.status === 'pending' && (
          <button type="button" className="btn btn-sm btn-success me-2" aria-label={t`Approve: ${name}`} disabled={approvingId !== null} aria-busy={approvingId === user._id} onClick={() => onApprove(user)}>
            {approvingId === user._id && <Spinner />}
            <Trans>Approve</Trans>
          </button>
        )}
        {user.invitation && (
          <button type="button" className="btn btn-sm btn-outline-primary me-2" aria-label={t`Send the invitation again: ${name}`} disabled={resendingId !== null} aria-busy={resendingId === user._id} onClick={() => onResend(user)}>
            {resendingId === user._id && <Spinner />}
            <Trans>Send again</Trans>
          </button>
        )}
        <EditDeleteActions name={name} editTo={PAGES.editUserManagement} editState={{ user } satisfies EditAdminState} onDelete={() => onDelete(user)} />
      </td>
    </tr>
  );
}

export function AdminTable({ users, ...actions }: AdminTableProps) {
  return (
    <div className="table-responsive">
      <table className="table table-striped align-middle bg-white">
        <thead>
          <tr>
            <th scope="col">
              <Trans>NAME</Trans>
            </th>
            <th scope="col">
              <Trans>EMAIL</Trans>
            </th>
            <th scope="col">
              <Trans>ROLE</Trans>
            </th>
            <th scope="col">
              <Trans>ACTION</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <AdminRow key={user._id} user={user} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
