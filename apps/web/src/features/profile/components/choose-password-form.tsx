import { ChoosePasswordFormSchema, PAGES, type CurrentUser } from '@visadesk/contract';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { currentPasswordRefusals } from '../api/update-profile';
import { useSaveProfile } from '../api/save-profile';

type ChooseValues = z.input<typeof ChoosePasswordFormSchema>;

/** The temporary password the super admin gave, then one of the staff member's own. */
export function ChoosePasswordForm({ me }: { me: CurrentUser }) {
  const navigate = useNavigate();
  const saveProfile = useSaveProfile();
  const { form, onSubmit, failure, pending } = useContractForm<ChooseValues, unknown, z.output<typeof ChoosePasswordFormSchema>>({
    resolver: contractResolver(ChoosePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    send: async (values) => {
      await saveProfile({ name: me.name, ...values });
      await navigate(PAGES.dashboard, { replace: true });
    },
    ...currentPasswordRefusals,
  });
  const { register, formState: { errors } } = form;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{failure}</Alert>}
      <InputField
        label="Temporary Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <InputField label="New Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <InputField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        Save new password
      </SubmitButton>
    </form>
  );
}
