import { useLingui } from '@lingui/react/macro';
import type { User } from '@visadesk/contract';
import { useState } from 'react';
import type { Notice } from '../../../components/ui/alert';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useResendInvitationMutation } from './staff-actions';
import { staffErrorMessage } from './staff-error-message';

/** "Send again" on the Admin List: a new invitation email, its outcome told through `setNotice`. */
export function useResendInvitation(setNotice: (notice: Notice | null) => void) {
  const [resendInvitation] = useResendInvitationMutation();
  const [resendingId, setResendingId] = useState<string | null>(null);
  const { i18n } = useLingui();
  const resend = async (user: User) => {
    setNotice(null);
    setResendingId(user._id);
    try {
      const answer = await resendInvitation(user._id).unwrap();
      setNotice({ tone: 'success', text: answer?.message || i18n._(SUCCESS_MESSAGES.invitationResent(user.name)) });
    } catch (error) {
      setNotice({ tone: 'error', text: staffErrorMessage(error) });
    }
    setResendingId(null);
  };
  return { resendingId, onResend: (user: User) => void resend(user) };
}
