import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, PAGES, ProfileFormSchema, type CurrentUser } from '@visadesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { selectAuth, sessionStarted } from '../../../lib/auth';
import { isWrongCurrentPassword, profileErrorMessage, updateProfile } from '../api/update-profile';

export function ProfileForm({ me }: { me: CurrentUser }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { token } = useSelector(selectAuth);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: { name: me.name, email: me.email, currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, currentPassword, password, confirmPassword }) => {
    setFailure(null);
    try {
      const answer = await updateProfile({ name, email: me.email, currentPassword, password, confirmPassword });
      // The menu shows the staff member's name: keep it in step with the change.
      if (answer?.user && token) dispatch(sessionStarted({ token, user: { ...me, ...answer.user } }));
      await navigate(PAGES.home);
    } catch (error) {
      if (isWrongCurrentPassword(error)) {
        // Said at the field it is about, which gets the focus for the next try.
        resetField('currentPassword');
        setError('currentPassword', { type: 'server', message: AUTH_MESSAGES.currentPasswordIncorrect }, { shouldFocus: true });
        return;
      }
      setFailure(profileErrorMessage(error));
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{failure}</Alert>}
      <InputField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <InputField label="Email" type="email" value={me.email} readOnly hint="Your sign-in email cannot be changed here." />
      <InputField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <InputField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={isSubmitting} className="btn btn-primary">
        Update Profile
      </SubmitButton>
    </form>
  );
}
