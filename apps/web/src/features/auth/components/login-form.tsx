import { LoginSchema, PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useMessageForm } from '../../../lib/use-message-form';
import { loginErrorMessage, useLogin } from '../api/login';

const MESSAGE_ID = 'login-message';

export function LoginForm() {
  const signIn = useLogin();
  const { register, invalid, pending, onSubmit, message } = useMessageForm({
    schema: LoginSchema,
    defaultValues: { email: '', password: '' },
    send: signIn,
    failureMessage: loginErrorMessage,
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      <TextField label="Email" type="email" autoComplete="username" invalid={invalid('email')} describedBy={MESSAGE_ID} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={invalid('password')}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      <SubmitButton pending={pending}>Login</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        No account yet? <Link to={PAGES.register}>Register</Link>
      </p>
    </form>
  );
}
