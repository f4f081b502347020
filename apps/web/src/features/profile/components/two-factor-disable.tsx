import { TwoFactorDisableSchema } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { CurrentPasswordField } from './current-password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDisableTwoFactorMutation } from '../api/two-factor-calls';
import { useTwoFactorForm } from '../api/use-two-factor-form';

/** Turning the second factor off proves both factors: a stolen session alone cannot do it. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const [disableTwoFactor] = useDisableTwoFactorMutation();
  const { register, errors, pending, onSubmit, failure } = useTwoFactorForm(
    TwoFactorDisableSchema,
    { currentPassword: '', code: '' },
    async (input) => {
      await disableTwoFactor(input).unwrap();
      onDisabled();
    },
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>To turn it off, enter your current password and a code from your app (or a recovery code).</p>
      <CurrentPasswordField error={errors.currentPassword?.message} {...register('currentPassword')} />
      <InputField
        label="Authentication or recovery code"
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={pending} className="btn btn-outline-danger">
        Turn off two-factor authentication
      </SubmitButton>
    </form>
  );
}
