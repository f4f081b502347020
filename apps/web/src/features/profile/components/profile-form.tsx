import { useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, ProfileFormSchema, type CurrentUser } from '@visadesk/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { CurrentPasswordField } from './current-password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCurrentPasswordRefusals } from '../api/update-profile';
import { useSaveProfile } from '../api/save-profile';
import { useShownMessage } from '../../../i18n/use-shown-message';

type ProfileValues = z.input<typeof ProfileFormSchema>;

/** One's own name, email and, only when typed, a new password; the page says what was saved. */
export function ProfileForm({ me }: { me: CurrentUser }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const saveProfile = useSaveProfile();
  const refusals = useCurrentPasswordRefusals();
  const [saved, setSaved] = useState<string | null>(null);
  const { form, onSubmit, failure, pending, clear } = useContractForm<ProfileValues, unknown, z.output<typeof ProfileFormSchema>>({
    resolver: contractResolver(ProfileFormSchema),
    defaultValues: { name: me.name, email: me.email, currentPassword: '', password: '', confirmPassword: '' },
    send: async (values) => {
      setSaved(null);
      const changesPassword = Boolean(values.password);
      const message = await saveProfile(changesPassword ? values : { ...values, password: undefined, confirmPassword: undefined });
      setSaved(message || (changesPassword ? AUTH_MESSAGES.passwordChanged : AUTH_MESSAGES.profileUpdated));
      // Stay on the page: the passwords are not kept in the form once saved.
      clear({ ...values, currentPassword: '', password: '', confirmPassword: '' });
    },
    ...refusals,
  });
  const { register, formState: { errors } } = form;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{shown(failure)}</Alert>}
      {saved && !failure && <Alert tone="success">{shown(saved)}</Alert>}
      <InputField label={t`Name`} autoComplete="name" error={shown(errors.name?.message)} {...register('name')} />
      <InputField label={t`Email`} type="email" autoComplete="email" error={shown(errors.email?.message)} {...register('email')} />
      <CurrentPasswordField error={shown(errors.currentPassword?.message)} {...register('currentPassword')} />
      <InputField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`Leave blank to keep your password.`}
        error={shown(errors.password?.message)}
        {...register('password')}
      />
      <InputField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        error={shown(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        {t`Update Profile`}
      </SubmitButton>
    </form>
  );
}
