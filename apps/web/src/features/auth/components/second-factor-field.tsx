import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../../components/ui/text-field';

type SecondFactorFieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * The sign-in's second step: the app's 6-digit code, or, for someone without their phone, one of
 * their recovery codes (letters too, so the field then asks for text, not digits).
 */
export function SecondFactorField(props: SecondFactorFieldProps) {
  const [recovery, setRecovery] = useState(false);
  const { t } = useLingui();
  return (
    <>
      {recovery ? (
        <TextField key="recovery" label={t`Recovery code`} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus {...props} />
      ) : (
        <TextField key="app" label={t`Authentication code`} autoComplete="one-time-code" inputMode="numeric" autoFocus {...props} />
      )}
      <p className="form-text mt-n2 mb-3">
        {recovery ? t`Have your phone?` : t`No access to your authenticator app?`}{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setRecovery(!recovery)}>
          {recovery ? t`Use the code from your app` : t`Use a recovery code`}
        </button>
      </p>
    </>
  );
}
