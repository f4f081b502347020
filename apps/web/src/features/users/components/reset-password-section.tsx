import type { User } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useResetUserPasswordMutation } from '../api/reset-user-password';
import { staffErrorMessage } from '../api/staff-error-message';
import { TemporaryPassword } from './temporary-password';

/**
 * The super admin's password reset for a staff member who forgot theirs: asked about first, then
 * the temporary password is shown once; the staff member chooses their own at the next sign-in.
 */
export function ResetPasswordSection({ account }: { account: User }) {
  const [resetUserPassword, { isLoading }] = useResetUserPasswordMutation();
  const [asking, setAsking] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = async () => {
    setFailure(null);
    try {
      setTemporaryPassword((await resetUserPassword(account._id).unwrap()).temporaryPassword);
    } catch (error) {
      setFailure(staffErrorMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4" aria-labelledby="reset-password-heading">
      <h2 id="reset-password-heading" className="h5">Password</h2>
      {failure && <Alert tone="error">{failure}</Alert>}
      {temporaryPassword ? (
        <TemporaryPassword value={temporaryPassword} />
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
          Reset password
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Reset this password?"
        confirmLabel="Reset password"
        cancelLabel="Keep the password"
        pending={isLoading}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      >
        {account.name} ({account.email}) will be signed out everywhere and must choose a new password after signing in
        with the temporary one.
      </ConfirmDialog>
    </section>
  );
}
