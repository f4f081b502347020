import { COMMON_MESSAGES, PAGES, isDeletableId, type User } from '@visadesk/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useCurrentUser } from '../../../lib/auth';
import { readNotice } from '../../../lib/location-notice';
import { useStaffList } from '../api/get-users';
import { useApproveUserMutation, useDeleteUserMutation } from '../api/staff-actions';
import { staffErrorMessage } from '../api/staff-error-message';
import { AdminTable } from '../components/admin-table';

type Message = { tone: 'error' | 'success'; text: string };

export function AdminListRoute() {
  const staff = useStaffList();
  const me = useCurrentUser();
  const [approveUser] = useApproveUserMutation();
  const [deleteUser, { isLoading: deleting }] = useDeleteUserMutation();
  const arrivedWith = readNotice(useLocation().state);
  const [message, setMessage] = useState<Message | null>(arrivedWith ? { tone: 'success', text: arrivedWith } : null);
  const [approvingId, setApprovingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const approve = async (user: User) => {
    setMessage(null);
    setApprovingId(user._id);
    try {
      // The list shows the change by itself: the call invalidates it.
      const answer = await approveUser(user._id).unwrap();
      setMessage({ tone: 'success', text: answer?.message || SUCCESS_MESSAGES.staffApproved(user.name) });
    } catch (error) {
      setMessage({ tone: 'error', text: staffErrorMessage(error) });
    }
    setApprovingId(null);
  };

  const askToDelete = (user: User) => {
    setMessage(null);
    if (!isDeletableId(user._id)) setMessage({ tone: 'error', text: COMMON_MESSAGES.invalidId });
    else setToDelete(user);
  };

  const confirmDelete = async (user: User) => {
    try {
      const answer = await deleteUser(user._id).unwrap();
      setMessage({ tone: 'success', text: answer?.message || SUCCESS_MESSAGES.staffDeleted(user.name) });
    } catch (error) {
      // Refusals (yourself, the last super admin) come with the server's explanation.
      setMessage({ tone: 'error', text: staffErrorMessage(error) });
    }
    setToDelete(null);
  };

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <PageTitle className="h3 mb-0">{PAGE_TITLES.userManagement}</PageTitle>
        <Link className="btn btn-primary" to={PAGES.addUserManagement}>
          Add New User
        </Link>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {staff.status === 'failed' && <Alert tone="error">{staff.error}</Alert>}
      {staff.status === 'loading' && <PageLoader />}
      {staff.users.length > 0 && (
        <AdminTable users={staff.users} currentUserId={me?._id} approvingId={approvingId} onApprove={approve} onDelete={askToDelete} />
      )}
      {toDelete && (
        <ConfirmDialog
          open
          title="Delete user?"
          confirmLabel="Delete user"
          pending={deleting}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(null)}
        >
          {toDelete.name} ({toDelete.email}) will no longer be able to sign in. This cannot be undone.
        </ConfirmDialog>
      )}
    </section>
  );
}
