import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inPageLanguage } from '../../../i18n/contract-texts';

interface StaffFormFrameProps {
  messageId: string;
  message: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** What the add and edit staff forms share: the message above the fields, the submit and Cancel below. */
export function StaffFormFrame({ messageId, message, pending, submitLabel, onSubmit, children }: StaffFormFrameProps) {
  const { i18n } = useLingui();
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {message && (
        <Alert tone="error" id={messageId}>
          {inPageLanguage(i18n, message)}
        </Alert>
      )}
      {children}
      <div className="d-flex gap-2">
        <SubmitButton pending={pending} className="btn btn-primary">
          {submitLabel}
        </SubmitButton>
        <Link className="btn btn-outline-secondary" to={PAGES.userManagement}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}
