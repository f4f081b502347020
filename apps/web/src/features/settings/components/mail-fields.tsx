import type { SettingsSchema } from '@visadesk/contract';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { InputField } from '../../../components/ui/input-field';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useSendTestEmailMutation } from '../api/test-email';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

export const MAIL_EVENT_LABELS = {
  registered: 'When an application is registered',
  status: 'When its status changes (approved, rejected, back to pending)',
  documents: 'When documents are added',
} as const;

function TestEmailButton() {
  const [send, { isLoading }] = useSendTestEmailMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const onClick = async () => {
    setNotice(null);
    try {
      const result = await send().unwrap();
      setNotice({ tone: 'success', text: `${result.message} Sent to ${result.to}. The server answered: ${result.response}` });
    } catch (error) {
      setNotice({ tone: 'error', text: serverErrorMessage(error) });
    }
  };
  return (
    <div className="mt-2">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <button type="button" className="btn btn-outline-secondary" onClick={() => void onClick()} disabled={isLoading}>
        {isLoading ? 'Sending the test email…' : 'Send test email'}
      </button>
      <p className="form-text">Sends a message to your own address now, with the settings saved last.</p>
    </div>
  );
}

/** How the desk's email to applicants reads and when it goes (issue 15). */
export function MailFields({ register, errors }: FieldsProps) {
  const mail = errors.mail;
  return (
    <fieldset className="mb-3">
      <legend className="h5">Email to applicants</legend>
      <InputField label="Sender name" hint="Shown as who the email is from. Empty: the name in MAIL_FROM." maxLength={80} error={mail?.senderName?.message} {...register('mail.senderName')} />
      <InputField label="Reply-to address" type="email" hint="Where applicants' replies go. Empty: the consultancy email above." error={mail?.replyTo?.message} {...register('mail.replyTo')} />
      <fieldset className="mb-2">
        <legend className="fs-6 mb-1">Send an email</legend>
        {(Object.keys(MAIL_EVENT_LABELS) as (keyof typeof MAIL_EVENT_LABELS)[]).map((event) => (
          <CheckboxField key={event} label={MAIL_EVENT_LABELS[event]} error={mail?.events?.[event]?.message} {...register(`mail.events.${event}`)} />
        ))}
      </fieldset>
      <TestEmailButton />
    </fieldset>
  );
}
