import { AUTH_MESSAGES, LoginSchema, PAGES, type LoginInput } from '@visadesk/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { SiteLink } from '../../../components/layouts/site-link';
import { Alert } from '../../../components/ui/alert';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useMessageForm } from '../../../lib/use-message-form';
import { isTwoFactorChallenge, loginErrorMessage, useLogin } from '../api/login';
import { SecondFactorField } from './second-factor-field';

const MESSAGE_ID = 'login-message';

export function LoginForm() {
  const signIn = useLogin();
  const { i18n, t } = useLingui();
  // Shown once the server has said the password is right and a code is due; the password is kept.
  const [codeDue, setCodeDue] = useState(false);
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: LoginSchema,
    // No defaults: the page is prerendered, and what a visitor typed before the app started stays.
    send: async (values: LoginInput) => {
      try {
        await signIn(values);
      } catch (error) {
        if (isTwoFactorChallenge(error)) setCodeDue(true);
        throw error;
      }
    },
    failureMessage: loginErrorMessage,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {message && (
        <Alert tone={message === AUTH_MESSAGES.twoFactorCodeNeeded ? 'info' : 'error'} id={MESSAGE_ID}>
          {inPageLanguage(i18n, message)}
        </Alert>
      )}
      <TextField label={t`Email`} type="email" autoComplete="username" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        invalid={invalid('password')}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      {codeDue && <SecondFactorField invalid={invalid('code')} describedBy={MESSAGE_ID} {...register('code')} />}
      <SubmitButton pending={pending}>{t`Login`}</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        {/* The staff's own page, in English like the rest of the desk. */}
        <Link to={PAGES.forgotPassword} hrefLang="en">
          {t`Forgot password?`}
        </Link>
      </p>
      <p className="mt-2 mb-0 text-center">
        <Trans>
          No account yet? <SiteLink to={PAGES.register}>Register</SiteLink>
        </Trans>
      </p>
    </form>
  );
}
