import { PAGES, ProfileFormSchema, type CurrentUser } from '@visadesk/contract';
import type { z } from 'zod';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { CurrentPasswordField } from './current-password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { selectAuth, sessionStarted } from '../../../lib/auth';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { isWrongCurrentPassword, profileErrorMessage, useUpdateProfileMutation } from '../api/update-profile';

export function ProfileForm({ me }: { me: CurrentUser }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { token } = useSelector(selectAuth);
  const [updateProfile] = useUpdateProfileMutation();
  const { form, onSubmit, failure, pending } = useContractForm<z.input<typeof ProfileFormSchema>, unknown, z.output<typeof ProfileFormSchema>>({
    resolver: contractResolver(ProfileFormSchema),
    defaultValues: { name: me.name, email: me.email, currentPassword: '', password: '', confirmPassword: '' },
    send: async ({ name, currentPassword, password, confirmPassword }) => {
      const answer = await updateProfile({ name, email: me.email, currentPassword, password, confirmPassword }).unwrap();
      // The menu shows the staff member's name: keep it in step with the change.
      if (answer?.user && token) dispatch(sessionStarted({ token, user: { ...me, ...answer.user } }));
      await navigate(PAGES.home);
    },
    failureMessage: profileErrorMessage,
    // Said at the field it is about, which gets the focus for the next try.
    refusedField: (error) => (isWrongCurrentPassword(error) ? 'currentPassword' : null),
    clearRefusedField: true,
  });
  const { register, formState: { errors } } = form;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{failure}</Alert>}
      <InputField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <InputField label="Email" type="email" value={me.email} readOnly hint="Your sign-in email cannot be changed here." />
      <CurrentPasswordField error={errors.currentPassword?.message} {...register('currentPassword')} />
      <InputField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <InputField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        Update Profile
      </SubmitButton>
    </form>
  );
}
