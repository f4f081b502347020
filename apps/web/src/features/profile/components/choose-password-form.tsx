import { useLingui } from '@lingui/react/macro';
import { ChoosePasswordFormSchema, PAGES, type CurrentUser } from '@visadesk/contract';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCurrentPasswordRefusals } from '../api/update-profile';
import { useSaveProfile } from '../api/save-profile';
import { useShownMessage } from '../../../i18n/use-shown-message';

type ChooseValues = z.input<typeof ChoosePasswordFormSchema>;

/** The temporary password the super admin gave, then one of the staff member's own. */
export function ChoosePasswordForm({ me }: { me: CurrentUser }) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const navigate = useNavigate();
  const saveProfile = useSaveProfile();
  const refusals = useCurrentPasswordRefusals();
  const { form, onSubmit, failure, pending } = useContractForm<ChooseValues, unknown, z.output<typeof ChoosePasswordFormSchema>>({
    resolver: contractResolver(ChoosePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    send: async (values) => {
      await saveProfile({ name: me.name, ...values });
      await navigate(PAGES.dashboard, { replace: true });
    },
    ...refusals,
  });
  const { register, formState: { errors } } = form;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="bg-white p-3 p-lg-4 rounded shadow-sm">
      {failure && <Alert tone="error">{shown(failure)}</Alert>}
      <InputField
        label={t`Temporary Password`}
        type="password"
        autoComplete="current-password"
        error={shown(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <InputField label={t`New Password`} type="password" autoComplete="new-password" error={shown(errors.password?.message)} {...register('password')} />
      <InputField
        label={t`Confirm New Password`}
        type="password"
        autoComplete="new-password"
        error={shown(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        {t`Save new password`}
      </SubmitButton>
    </form>
  );
}
