import { Trans, useLingui } from '@lingui/react/macro';
import { AcceptInvitationSchema, AUTH_MESSAGES, PAGES, type AcceptInvitationInput, type Invitation } from '@visadesk/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { PageLoader } from '../../../components/ui/page-loader';
import { SubmitButton } from '../../../components/ui/submit-button';
import { inPageLanguage } from '../../../i18n/contract-texts';
import type { LoginRedirectState } from '../../../lib/auth';
import { isApiError } from '../../../lib/api-client';
import { useMessageForm } from '../../../lib/use-message-form';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { acceptInvitation, useGetInvitationQuery } from '../api/invitation';
import { NewPasswordFields } from '../components/new-password-fields';

const MESSAGE_ID = 'accept-invitation-message';

/** The new password, twice, checked by the server as every new password is; then sign in with it. */
function ChoosePasswordForm({ token, invited }: { token: string; invited: Invitation }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useMessageForm({
    schema: AcceptInvitationSchema,
    defaultValues: { token, password: '', confirmPassword: '' } satisfies AcceptInvitationInput,
    send: async (input) => {
      const state: LoginRedirectState = { notice: await acceptInvitation(input) };
      await navigate(PAGES.login, { state, replace: true });
    },
    failureMessage: serverErrorMessage,
  });
  const { name, email } = invited;
  const { pending, onSubmit } = form;
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <p>
        <Trans>Welcome, {name}. You will sign in as {email}.</Trans>
      </p>
      <NewPasswordFields form={form} messageId={MESSAGE_ID} />
      <p className="form-text">
        <Trans>At least 8 characters. A common password, or a name or word with a few digits, is refused: three or four unrelated words are easy to remember and hard to guess.</Trans>
      </p>
      <SubmitButton pending={pending}>{t`Save my password`}</SubmitButton>
    </form>
  );
}

/** Where the invitation email leads: whom it invites, then their first password. */
export function AcceptInvitationRoute() {
  const { i18n } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitation = useGetInvitationQuery(token, { skip: !token });
  const refused = !token || (invitation.isError && isApiError(invitation.error) && invitation.error.status === 400);
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto auth-card">
        <div className="card-body p-4">
          <NamedPageTitle className="h3 mb-4 text-center" page="acceptInvitation" />
          {refused && <Alert tone="error">{inPageLanguage(i18n, AUTH_MESSAGES.invitationInvalid)}</Alert>}
          {!refused && invitation.isError && <Alert tone="error">{inPageLanguage(i18n, serverErrorMessage(invitation.error))}</Alert>}
          {invitation.isLoading && <PageLoader />}
          {invitation.data && <ChoosePasswordForm token={token} invited={invitation.data} />}
          <p className="mt-3 mb-0 text-center">
            <Link to={PAGES.login}>
              <Trans>Go to sign in</Trans>
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
