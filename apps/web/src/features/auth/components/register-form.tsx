import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, PAGES, RegisterSchema } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { LoginRedirectState } from '../../../lib/auth';
import { register as registerAccount, registerErrorMessage } from '../api/register';
import { firstErrorMessage, requireAllFieldsFirst } from '../../../lib/all-fields-first';

const MESSAGE_ID = 'register-message';

export function RegisterForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: requireAllFieldsFirst(zodResolver(RegisterSchema)),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (account) => {
    setFailure(null);
    try {
      const answer = await registerAccount(account);
      // New accounts wait for the super admin; the login page repeats the server's explanation.
      const state: LoginRedirectState = { notice: answer?.message || AUTH_MESSAGES.registered };
      await navigate(PAGES.login, { state });
    } catch (error) {
      setFailure(registerErrorMessage(error));
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
        label="Name"
        autoComplete="name"
        invalid={Boolean(errors.name)}
        describedBy={MESSAGE_ID}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        invalid={Boolean(errors.email)}
        describedBy={MESSAGE_ID}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        invalid={Boolean(errors.password)}
        describedBy={MESSAGE_ID}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting}>Register</SubmitButton>
      <p className="mt-3 mb-0 text-center">
        Already have an account? <Link to={PAGES.login}>Sign in</Link>
      </p>
    </form>
  );
}
