import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES, type TwoFactorSetupResponse, type TwoFactorState } from '@visadesk/contract';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Alert, type Notice } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { inPageLanguage } from '../../../i18n/spec-messages';
import { twoFactorChanged } from '../../../lib/auth';
import { twoFactorErrorMessage, useSetupTwoFactorMutation } from '../api/two-factor-calls';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

type Step = { name: 'status' } | { name: 'setup'; setup: TwoFactorSetupResponse } | { name: 'codes'; codes: string[] };

/** The second factor is off: what it is, and the button that starts setting it up. */
function TwoFactorOffer({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  return (
    <>
      <p>
        <Trans>
          Protect your account with a code from an authenticator app on your phone, asked for after your password
          each time you sign in.
        </Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={onStart} disabled={starting} aria-busy={starting}>
        {starting && <Spinner />}
        <Trans>Set up two-factor authentication</Trans>
      </button>
    </>
  );
}

interface StepProps {
  step: Step;
  enabled: boolean;
  starting: boolean;
  onStart: () => void;
  onDone: () => void;
  onDisabled: () => void;
  onEnabled: (codes: string[]) => void;
}

/** What the section shows now: the recovery codes once, the switch off, the setup, or the offer. */
function TwoFactorStep({ step, enabled, starting, onStart, onDone, onDisabled, onEnabled }: StepProps) {
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
  return <TwoFactorOffer starting={starting} onStart={onStart} />;
}

/** The Profile page's second factor: set it up, see the recovery codes once, or turn it off. */
export function TwoFactorSection({ state }: { state: TwoFactorState }) {
  const { i18n } = useLingui();
  const dispatch = useDispatch();
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [setupTwoFactor, { isLoading: starting }] = useSetupTwoFactorMutation();
  const [message, setMessage] = useState<Notice | null>(null);

  const start = async () => {
    setMessage(null);
    try {
      setStep({ name: 'setup', setup: await setupTwoFactor().unwrap() });
    } catch (error) {
      setMessage({ tone: 'error', text: inPageLanguage(i18n, twoFactorErrorMessage(error)) });
    }
  };

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
        starting={starting}
        onStart={() => void start()}
        onDone={() => setStep({ name: 'status' })}
        onDisabled={turnedOff}
        onEnabled={turnedOn}
      />
    </section>
  );
}
