import { useLingui } from '@lingui/react/macro';
import { PAGES, ResetPasswordSchema, type ResetPasswordInput } from '@visadesk/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { inPageLanguage } from '../../../i18n/spec-messages';
import type { LoginRedirectState } from '../../../lib/auth';
import { useMessageForm } from '../../../lib/use-message-form';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { resetPassword } from '../api/password-reset';

const MESSAGE_ID = 'reset-password-message';

/** Where the emailed link leads: a new password, twice; then sign in with it. */
export function ResetPasswordRoute() {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: ResetPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' } satisfies ResetPasswordInput,
    send: async (input) => {
      const state: LoginRedirectState = { notice: await resetPassword(input) };
      await navigate(PAGES.login, { state, replace: true });
    },
    failureMessage: serverErrorMessage,
  });
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <NamedPageTitle className="h3 mb-4 text-center" page="resetPassword" />
          <form method="post" onSubmit={onSubmit} noValidate>
            {message && <Alert tone="error" id={MESSAGE_ID}>{inPageLanguage(i18n, message)}</Alert>}
            <input type="hidden" {...register('token')} />
            <TextField label={t`New password`} type="password" autoComplete="new-password" invalid={invalid('password')} describedBy={MESSAGE_ID} {...register('password')} />
            <TextField
              label={t`Confirm new password`}
              type="password"
              autoComplete="new-password"
              invalid={invalid('confirmPassword')}
              describedBy={MESSAGE_ID}
              {...register('confirmPassword')}
            />
            <SubmitButton pending={pending}>{t`Save the new password`}</SubmitButton>
          </form>
          <p className="mt-3 mb-0 text-center">
            <Link to={PAGES.forgotPassword}>{t`Ask for a new link`}</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
