import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type User } from '@visadesk/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useCurrentUser } from '../../../lib/auth';
import { readNotice } from '../../../lib/location-notice';
import { useStaffList } from '../api/get-staff';
import { useApproveStaffMutation, useDeleteStaffMutation } from '../api/staff-actions';
import { useResendInvitation } from '../api/use-resend-invitation';
import { staffErrorMessage } from '../api/staff-error-message';
import { StaffTable } from '../components/staff-table';

export function StaffListRoute() {
  const staff = useStaffList();
  const me = useCurrentUser();
  const { i18n, t } = useLingui();
  const [approveStaff] = useApproveStaffMutation();
  const [deleteStaff] = useDeleteStaffMutation();
  const arrivedWith = readNotice(useLocation().state);
  const [message, setMessage] = useState<Notice | null>(arrivedWith ? { tone: 'success', text: arrivedWith } : null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const invitations = useResendInvitation(setMessage);
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<User>({
    remove: async (user) => (await deleteStaff(user._id).unwrap())?.message || i18n._(SUCCESS_MESSAGES.staffDeleted(user.name)),
    // Refusals (yourself, the last super admin) come with the server's explanation.
    failureMessage: staffErrorMessage,
    setNotice: setMessage,
  });

  const approve = async (user: User) => {
    setMessage(null);
    setApprovingId(user._id);
    try {
      // The list shows the change by itself: the call invalidates it.
      const answer = await approveStaff(user._id).unwrap();
      setMessage({ tone: 'success', text: answer?.message || i18n._(SUCCESS_MESSAGES.staffApproved(user.name)) });
    } catch (error) {
      setMessage({ tone: 'error', text: staffErrorMessage(error) });
    }
    setApprovingId(null);
  };

  const name = toDelete?.name ?? '';
  const email = toDelete?.email ?? '';
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="userManagement" />
        <Link className="btn btn-primary" to={PAGES.addUserManagement}>
          <Trans>Add New User</Trans>
        </Link>
      </div>
      {message && <Alert tone={message.tone}>{inPageLanguage(i18n, message.text)}</Alert>}
      {staff.error !== undefined && <Alert tone="error">{inPageLanguage(i18n, staffErrorMessage(staff.error))}</Alert>}
      {staff.error === undefined && staff.data === undefined && <PageLoader />}
      {staff.data && staff.data.length > 0 && (
        <StaffTable staff={staff.data} currentUserId={me?._id} approvingId={approvingId} onApprove={approve} {...invitations} onDelete={askToDelete} />
      )}
      <ConfirmDialog title={t`Delete user?`} confirmLabel={t`Delete user`} {...dialog}>
        <Trans>
          {name} ({email}) will no longer be able to sign in. This cannot be undone.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
