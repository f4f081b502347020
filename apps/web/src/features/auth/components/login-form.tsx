import { zodResolver } from '@hookform/resolvers/zod';
import { LoginSchema, PAGES } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { loginErrorMessage, useLogin } from '../api/login';
import { firstErrorMessage, requireAllFieldsFirst } from '../../../lib/all-fields-first';

const MESSAGE_ID = 'login-message';

export function LoginForm() {
  const signIn = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: requireAllFieldsFirst(zodResolver(LoginSchema)),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      await signIn(credentials);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  });

  const message = firstErrorMessage(errors) ?? failure;

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {message && (
        <Alert tone="error" id={MESSAGE_ID}>
          {message}
        </Alert>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        invalid={Boolean(errors.email)}
        describedBy={MESSAGE_ID}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        invalid={Boolean(errors.password)}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting}>Login</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        No account yet? <Link to={PAGES.register}>Register</Link>
      </p>
    </form>
  );
}
