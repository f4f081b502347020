import { AUTH_MESSAGES, PAGES, RegisterSchema } from '@visadesk/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { SiteLink, useInPageLanguage } from '../../../components/layouts/site-link';
import { Alert } from '../../../components/ui/alert';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginRedirectState } from '../../../lib/auth';
import { useMessageForm } from '../../../lib/use-message-form';
import { accountErrorMessage } from '../../../lib/account-error-message';
import { register as registerAccount } from '../api/register';

const MESSAGE_ID = 'register-message';

export function RegisterForm() {
  const navigate = useNavigate();
  const localised = useInPageLanguage();
  const { i18n, t } = useLingui();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: RegisterSchema,
    // No defaults: the page is prerendered, and what a visitor typed before the app started stays.
    send: async (account) => {
      const answer = await registerAccount(account);
      // New accounts wait for the super admin; the login page repeats the server's explanation.
      const state: LoginRedirectState = { notice: answer?.message || AUTH_MESSAGES.registered };
      await navigate(localised(PAGES.login), { state });
    },
    failureMessage: accountErrorMessage,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {inPageLanguage(i18n, message)}
        </Alert>
      )}
      <TextField label={t`Name`} autoComplete="name" invalid={invalid('name')} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        invalid={invalid('password')}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      <SubmitButton pending={pending}>{t`Register`}</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        <Trans>
          Already have an account? <SiteLink to={PAGES.login}>Sign in</SiteLink>
        </Trans>
      </p>
    </form>
  );
}
