import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useResetStaffPasswordMutation } from '../api/reset-staff-password';
import { staffErrorMessage } from '../api/staff-error-message';
import { TemporaryPassword } from './temporary-password';

/**
 * The super admin's password reset for a staff member who forgot theirs: asked about first, then
 * the temporary password is shown once; the staff member chooses their own at the next sign-in.
 */
export function ResetPasswordSection({ account }: { account: User }) {
  const [resetStaffPassword, { isLoading }] = useResetStaffPasswordMutation();
  const [asking, setAsking] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { i18n, t } = useLingui();
  const { name, email } = account;

  const reset = async () => {
    setFailure(null);
    try {
      setTemporaryPassword((await resetStaffPassword(account._id).unwrap()).temporaryPassword);
    } catch (error) {
      setFailure(staffErrorMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <section className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4" aria-labelledby="reset-password-heading">
      <h2 id="reset-password-heading" className="h5">
        <Trans>Password</Trans>
      </h2>
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      {temporaryPassword ? (
        <TemporaryPassword value={temporaryPassword} />
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
          <Trans>Reset password</Trans>
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title={t`Reset this password?`}
        confirmLabel={t`Reset password`}
        cancelLabel={t`Keep the password`}
        pending={isLoading}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
      >
        <Trans>
          {name} ({email}) will be signed out everywhere and must choose a new password after signing in with the temporary one.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
