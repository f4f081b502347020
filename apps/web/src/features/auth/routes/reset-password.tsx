import { useLingui } from '@lingui/react/macro';
import { PAGES, ResetPasswordSchema, type ResetPasswordInput } from '@visadesk/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { LoginRedirectState } from '../../../lib/auth';
import { useMessageForm } from '../../../lib/use-message-form';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { resetPassword } from '../api/password-reset';
import { NewPasswordFields } from '../components/new-password-fields';

const MESSAGE_ID = 'reset-password-message';

/** Where the emailed link leads: a new password, twice; then sign in with it. */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const form = useMessageForm({
    schema: ResetPasswordSchema,
    defaultValues: { token, password: '', confirmPassword: '' } satisfies ResetPasswordInput,
    send: async (input) => {
      const state: LoginRedirectState = { notice: await resetPassword(input) };
      await navigate(PAGES.login, { state, replace: true });
    },
    failureMessage: serverErrorMessage,
  });
  const { pending, onSubmit } = form;
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <NamedPageTitle className="h3 mb-4 text-center" page="resetPassword" />
          <form method="post" onSubmit={onSubmit} noValidate>
            <NewPasswordFields form={form} messageId={MESSAGE_ID} />
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
