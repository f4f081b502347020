import { TwoFactorEnableSchema, type TwoFactorSetupResponse } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useEnableTwoFactorMutation } from '../api/two-factor-calls';
import { useTwoFactorForm } from '../api/use-two-factor-form';
import { QrCode } from './qr-code';

/** Apps show the key in groups of four; typing it is easier that way too. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TwoFactorSetupProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
}

/** Scan (or type) the secret into an authenticator app, then prove it with the code the app shows. */
export function TwoFactorSetup({ setup, onEnabled }: TwoFactorSetupProps) {
  const [enableTwoFactor] = useEnableTwoFactorMutation();
  const { register, errors, pending, onSubmit, failure } = useTwoFactorForm(TwoFactorEnableSchema, { code: '' }, async ({ code }) =>
    onEnabled((await enableTwoFactor(code).unwrap()).recoveryCodes),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        1. Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft
        Authenticator or 1Password).
      </p>
      <QrCode value={setup.otpauthUrl} label="QR code for your authenticator app" />
      <p className="mt-2">
        Cannot scan it? Enter this key in the app instead: <code className="fs-6 user-select-all">{grouped(setup.secret)}</code>
      </p>
      <p>2. Enter the 6-digit code the app now shows.</p>
      <InputField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={pending} className="btn btn-primary">
        Turn on two-factor authentication
      </SubmitButton>
    </form>
  );
}
