import { Trans, useLingui } from '@lingui/react/macro';
import { ForgotPasswordSchema, PAGES } from '@visadesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useMessageForm } from '../../../lib/use-message-form';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { askForResetLink } from '../api/password-reset';

const MESSAGE_ID = 'forgot-password-message';

/** "Forgot password?": the address to email a link to; the answer is the same for any. */
export function ForgotPasswordRoute() {
  const { i18n, t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: ForgotPasswordSchema,
    send: async (input) => setSent(await askForResetLink(input)),
    failureMessage: serverErrorMessage,
  });
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <NamedPageTitle className="h3 mb-4 text-center" page="forgotPassword" />
          {sent ? (
            <Alert tone="success">{inPageLanguage(i18n, sent)}</Alert>
          ) : (
            <form method="post" onSubmit={onSubmit} noValidate>
              {message && <Alert tone="error" id={MESSAGE_ID}>{inPageLanguage(i18n, message)}</Alert>}
              <p>
                <Trans>Enter the email address of your staff account. We will email you a link to choose a new password.</Trans>
              </p>
              <TextField label={t`Email`} type="email" autoComplete="username" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
              <SubmitButton pending={pending}>{t`Email me a link`}</SubmitButton>
            </form>
          )}
          <p className="mt-3 mb-0 text-center">
            <Link to={PAGES.login}>{t`Back to sign in`}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
