import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SettingsSchema } from '@visadesk/contract';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useSendTestEmailMutation } from '../api/test-email';
import { useShownMessage } from '../../../i18n/use-shown-message';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

export const MAIL_EVENT_LABELS = {
  registered: msg`When an application is registered`,
  status: msg`When its status changes (approved, rejected, back to pending)`,
  documents: msg`When documents are added`,
};

function TestEmailButton() {
  const [send, { isLoading }] = useSendTestEmailMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { i18n, t } = useLingui();
  const onClick = async () => {
    setNotice(null);
    try {
      // The server's words about the sending: its message in the page's language when it is the contract's, the rest as it came.
      const answer = await send().unwrap();
      const { to, response } = answer;
      const message = inPageLanguage(i18n, answer.message);
      setNotice({ tone: 'success', text: t`${message} Sent to ${to}. The server answered: ${response}` });
    } catch (error) {
      setNotice({ tone: 'error', text: inPageLanguage(i18n, serverErrorMessage(error)) });
    }
  };
  return (
    <div className="mt-2">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <button type="button" className="btn btn-outline-secondary" onClick={() => void onClick()} disabled={isLoading}>
        {isLoading ? t`Sending the test email…` : t`Send test email`}
      </button>
      <p className="form-text">
        <Trans>Sends a message to your own address now, with the settings saved last.</Trans>
      </p>
    </div>
  );
}

/** How the desk's email to applicants reads and when it goes. */
export function MailFields({ register, errors }: FieldsProps) {
  const { i18n, t } = useLingui();
  const shown = useShownMessage();
  const mail = errors.mail;
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Email to applicants</Trans>
      </legend>
      <InputField label={t`Sender name`} hint={t`Shown as who the email is from. Empty: the name in MAIL_FROM.`} maxLength={80} error={shown(mail?.senderName?.message)} {...register('mail.senderName')} />
      <InputField label={t`Reply-to address`} type="email" hint={t`Where applicants' replies go. Empty: the consultancy email above.`} error={shown(mail?.replyTo?.message)} {...register('mail.replyTo')} />
      <fieldset className="mb-2">
        <legend className="fs-6 mb-1">
          <Trans>Send an email</Trans>
        </legend>
        {(Object.keys(MAIL_EVENT_LABELS) as (keyof typeof MAIL_EVENT_LABELS)[]).map((event) => (
          <CheckboxField key={event} label={i18n._(MAIL_EVENT_LABELS[event])} error={shown(mail?.events?.[event]?.message)} {...register(`mail.events.${event}`)} />
        ))}
      </fieldset>
      <TestEmailButton />
    </fieldset>
  );
}
