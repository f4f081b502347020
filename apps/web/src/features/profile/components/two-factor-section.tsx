import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, TwoFactorSetupSchema, type TwoFactorSetupResponse, type TwoFactorState } from '@visadesk/contract';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, type Notice } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { twoFactorChanged } from '../../../lib/auth';
import { useSetupTwoFactorMutation } from '../api/two-factor-calls';
import { useTwoFactorForm } from '../api/use-two-factor-form';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { CurrentPasswordField } from './current-password-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

type Step = { name: 'status' } | { name: 'setup'; setup: TwoFactorSetupResponse } | { name: 'codes'; codes: string[] };

const SetupStartSchema = TwoFactorSetupSchema.pick({ currentPassword: true });

/**
 * The second factor is off: what it is, and the form that starts setting it up. The current
 * password first: a session alone (a stolen one) must not choose the account's second factor.
 */
function TwoFactorOffer({ onStarted }: { onStarted: (setup: TwoFactorSetupResponse) => void }) {
  const [setupTwoFactor] = useSetupTwoFactorMutation();
  const { register, errors, pending, onSubmit, failure } = useTwoFactorForm(SetupStartSchema, { currentPassword: '' }, async ({ currentPassword }) =>
    onStarted(await setupTwoFactor({ currentPassword }).unwrap()),
  );
  const shown = useShownMessage();
  return (
    <form method="post" onSubmit={onSubmit} noValidate>
      <p>
        <Trans>
          Protect your account with a code from an authenticator app on your phone, asked for after your password
          each time you sign in.
        </Trans>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <CurrentPasswordField error={shown(errors.currentPassword?.message)} {...register('currentPassword')} />
      <SubmitButton pending={pending} className="btn btn-primary">
        <Trans>Set up two-factor authentication</Trans>
      </SubmitButton>
    </form>
  );
}

interface StepProps {
  step: Step;
  enabled: boolean;
  onStarted: (setup: TwoFactorSetupResponse) => void;
  onDone: () => void;
  onDisabled: () => void;
  onEnabled: (codes: string[]) => void;
}

/** What the section shows now: the recovery codes once, the switch off, the setup, or the offer. */
function TwoFactorStep({ step, enabled, onStarted, onDone, onDisabled, onEnabled }: StepProps) {
  if (step.name === 'codes') return <RecoveryCodes codes={step.codes} onDone={onDone} />;
  if (enabled) {
    return (
      <>
        <p>
          <Trans>Two-factor authentication is on: signing in asks for a code from your authenticator app.</Trans>
        </p>
        <TwoFactorDisable onDisabled={onDisabled} />
      </>
    );
  }
  if (step.name === 'setup') return <TwoFactorSetup setup={step.setup} onEnabled={onEnabled} />;
  return <TwoFactorOffer onStarted={onStarted} />;
}

/** The Profile page's second factor: set it up, see the recovery codes once, or turn it off. */
export function TwoFactorSection({ state }: { state: TwoFactorState }) {
  const { i18n } = useLingui();
  const dispatch = useDispatch();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [message, setMessage] = useState<Notice | null>(null);

  const turnedOff = () => {
    dispatch(twoFactorChanged(false));
    setMessage({ tone: 'success', text: AUTH_MESSAGES.twoFactorTurnedOff });
  };
  const turnedOn = (codes: string[]) => {
    dispatch(twoFactorChanged(true));
    setMessage({ tone: 'success', text: i18n._(SUCCESS_MESSAGES.twoFactorOn) });
    setStep({ name: 'codes', codes });
  };

  return (
    <section aria-labelledby="two-factor-heading" className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4">
      <h2 id="two-factor-heading" className="h5">
        <Trans>Two-factor authentication</Trans>
      </h2>
      {message && <Alert tone={message.tone}>{inPageLanguage(i18n, message.text)}</Alert>}
      <TwoFactorStep
        step={step}
        enabled={state.enabled}
        onStarted={(setup) => {
          setMessage(null);
          setStep({ name: 'setup', setup });
        }}
        onDone={() => setStep({ name: 'status' })}
        onDisabled={turnedOff}
        onEnabled={turnedOn}
      />
    </section>
  );
}
