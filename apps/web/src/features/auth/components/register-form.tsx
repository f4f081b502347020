import { AUTH_MESSAGES, PAGES, RegisterSchema } from '@visadesk/contract';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginRedirectState } from '../../../lib/auth';
import { useMessageForm } from '../../../lib/use-message-form';
import { register as registerAccount, registerErrorMessage } from '../api/register';

const MESSAGE_ID = 'register-message';

export function RegisterForm() {
  const navigate = useNavigate();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: RegisterSchema,
    // No defaults: the page is prerendered, and what a visitor typed before the app started stays.
    send: async (account) => {
      const answer = await registerAccount(account);
      // New accounts wait for the super admin; the login page repeats the server's explanation.
      const state: LoginRedirectState = { notice: answer?.message || AUTH_MESSAGES.registered };
      await navigate(PAGES.login, { state });
    },
    failureMessage: registerErrorMessage,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      <TextField label="Name" autoComplete="name" invalid={invalid('name')} describedBy={MESSAGE_ID} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        invalid={invalid('password')}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      <SubmitButton pending={pending}>Register</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        Already have an account? <Link to={PAGES.login}>Sign in</Link>
      </p>
    </form>
  );
}
