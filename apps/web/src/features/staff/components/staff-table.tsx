import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type User } from '@visadesk/contract';
import { DataTable } from '../../../components/ui/data-table';
import { EditDeleteActions } from '../../../components/ui/edit-delete-actions';
import { Spinner } from '../../../components/ui/spinner';
import type { EditStaffState } from './edit-staff-state';
import { ROLE_WORDS } from '../../../components/layouts/role-words';

interface StaffTableProps {
  staff: readonly User[];
  /** The signed-in super admin, marked so they recognise their own row. */
  currentUserId: string | undefined;
  approvingId: string | null;
  onApprove: (member: User) => void;
  /** The account whose invitation is being sent again, if any. */
  resendingId: string | null;
  onResend: (member: User) => void;
  onDelete: (member: User) => void;
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

interface StaffRowProps extends Omit<StaffTableProps, 'staff'> {
  member: User;
}

/** The Approve button names the account it acts on after the visible word ("Approve: Ravi Staff"). */
function StaffRow({ member, currentUserId, approvingId, onApprove, resendingId, onResend, onDelete }: StaffRowProps) {
  const { i18n, t } = useLingui();
  const name = member.name;
  return (
    <tr>
      <th scope="row">
        {name}
        {member._id === currentUserId && (
          <span className="text-body-secondary fw-normal">
            {' '}
            <Trans>(you)</Trans>
          </span>
        )}
      </th>
      <td>{member.email}</td>
      <td>
        {i18n._(ROLE_WORDS[member.role])}
        {member.status === 'pending' && (
          <span className="badge text-bg-warning ms-2">
            <Trans>Awaiting approval</Trans>
          </span>
        )}
        {member.invitation && <InvitationBadge invitation={member.invitation} />}
      </td>
      <td className="text-nowrap">
        {member.status === 'pending' && (
          <button type="button" className="btn btn-sm btn-success me-2" aria-label={t`Approve: ${name}`} disabled={approvingId !== null} aria-busy={approvingId === member._id} onClick={() => onApprove(member)}>
            {approvingId === member._id && <Spinner />}
            <Trans>Approve</Trans>
          </button>
        )}
        {member.invitation && (
          <button type="button" className="btn btn-sm btn-outline-primary me-2" aria-label={t`Send the invitation again: ${name}`} disabled={resendingId !== null} aria-busy={resendingId === member._id} onClick={() => onResend(member)}>
            {resendingId === member._id && <Spinner />}
            <Trans>Send again</Trans>
          </button>
        )}
        <EditDeleteActions name={name} editTo={PAGES.editUserManagement} editState={{ user: member } satisfies EditStaffState} onDelete={() => onDelete(member)} />
      </td>
    </tr>
  );
}

export function StaffTable({ staff, ...actions }: StaffTableProps) {
  const { t } = useLingui();
  return (
    <DataTable headings={[t`NAME`, t`EMAIL`, t`ROLE`, t`ACTION`]} className="table-striped bg-white">
      {staff.map((member) => (
        <StaffRow key={member._id} member={member} {...actions} />
      ))}
    </DataTable>
  );
}
