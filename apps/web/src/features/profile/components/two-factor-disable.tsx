import { Trans, useLingui } from '@lingui/react/macro';
import { TwoFactorDisableSchema } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { CurrentPasswordField } from './current-password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useDisableTwoFactorMutation } from '../api/two-factor-calls';
import { useTwoFactorForm } from '../api/use-two-factor-form';
import { useShownMessage } from '../../../i18n/use-shown-message';

/** Turning the second factor off proves both factors: a stolen session alone cannot do it. */
export function TwoFactorDisable({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useLingui();
  const shown = useShownMessage();
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
      <p>
        <Trans>To turn it off, enter your current password and a code from your app (or a recovery code).</Trans>
      </p>
      <CurrentPasswordField error={shown(errors.currentPassword?.message)} {...register('currentPassword')} />
      <InputField
        label={t`Authentication or recovery code`}
        autoComplete="one-time-code"
        spellCheck={false}
        error={shown(errors.code?.message)}
        {...register('code')}
      />
      <SubmitButton pending={pending} className="btn btn-outline-danger">
        {t`Turn off two-factor authentication`}
      </SubmitButton>
    </form>
  );
}
