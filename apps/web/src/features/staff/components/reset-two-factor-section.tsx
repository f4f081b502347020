import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useResetTwoFactorMutation } from '../api/staff-actions';
import { staffErrorMessage } from '../api/staff-error-message';

/**
 * The super admin turns off the second factor of a staff member who lost their phone (and their
 * recovery codes): asked about first; their sessions end, and the activity log records it.
 */
export function ResetTwoFactorSection({ account }: { account: User }) {
  const [resetTwoFactor, { isLoading }] = useResetTwoFactorMutation();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { i18n } = useLingui();
  const { name } = account;

  const reset = async () => {
    setNotice(null);
    try {
      const answer = await resetTwoFactor(account._id).unwrap();
      setNotice({ tone: 'success', text: answer?.message || i18n._(SUCCESS_MESSAGES.twoFactorReset(name)) });
      setDone(true);
    } catch (error) {
      setNotice({ tone: 'error', text: staffErrorMessage(error) });
    } finally {
      setAsking(false);
    }
  };

  return (
    <section className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4" aria-labelledby="reset-two-factor-heading">
      <h2 id="reset-two-factor-heading" className="h5">
        <Trans>Two-factor authentication</Trans>
      </h2>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      {!done && (
        <>
          <p>
            <Trans>{name} signs in with a code from an authenticator app. If they lost their phone and their recovery codes, turn it off here.</Trans>
          </p>
          <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
            <Trans>Reset two-factor authentication</Trans>
          </button>
        </>
      )}
      <ResetTwoFactorDialog account={account} open={asking} pending={isLoading} onConfirm={() => void reset()} onCancel={() => setAsking(false)} />
    </section>
  );
}

interface DialogProps {
  account: User;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ResetTwoFactorDialog({ account, ...dialog }: DialogProps) {
  const { t } = useLingui();
  const { name, email } = account;
  return (
    <ConfirmDialog title={t`Reset two-factor authentication?`} confirmLabel={t`Turn it off`} cancelLabel={t`Keep it on`} {...dialog}>
      <Trans>
        {name} ({email}) will be signed out everywhere and will sign in with their password alone until they set up two-factor authentication again. The activity log records this.
      </Trans>
    </ConfirmDialog>
  );
}
