import { Trans, useLingui } from '@lingui/react/macro';
import { TwoFactorEnableSchema, type TwoFactorSetupResponse } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useEnableTwoFactorMutation } from '../api/two-factor-calls';
import { useTwoFactorForm } from '../api/use-two-factor-form';
import { QrCode } from './qr-code';
import { useShownMessage } from '../../../i18n/use-shown-message';

/** Apps show the key in groups of four; typing it is easier that way too. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoFactorSetupProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the code the app shows. */
export function TwoFactorSetup({ setup, onEnabled }: TwoFactorSetupProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const [enableTwoFactor] = useEnableTwoFactorMutation();
  const { register, errors, pending, onSubmit, failure } = useTwoFactorForm(TwoFactorEnableSchema, { code: '' }, async ({ code }) =>
    onEnabled((await enableTwoFactor(code).unwrap()).recoveryCodes),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        <Trans>
          1. Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft
          Authenticator or 1Password).
        </Trans>
      </p>
      <QrCode value={setup.otpauthUrl} label={t`QR code for your authenticator app`} />
      <p className="mt-2">
        <Trans>
          Cannot scan it? Enter this key in the app instead: <code className="fs-6 user-select-all">{grouped(setup.secret)}</code>
        </Trans>
      </p>
      <p>
        <Trans>2. Enter the 6-digit code the app now shows.</Trans>
      </p>
      <InputField
        label={t`Authentication code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        error={shown(errors.code?.message)}
        {...register('code')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        {t`Turn on two-factor authentication`}
      </SubmitButton>
    </form>
  );
}
