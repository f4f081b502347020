import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_MESSAGES, STAFF_MESSAGE_SUBJECT_MAX, STAFF_MESSAGE_TEXT_MAX, StaffMessageSchema, type StaffMessage } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/input-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useContractForm, type ContractForm } from '../../../lib/use-contract-form';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { useWriteToApplicantMutation } from '../api/application-messages';

const FORM_ID = 'write-to-applicant-form';
const EMPTY = { subject: '', text: '' };

type MessageContract = ContractForm<z.input<typeof StaffMessageSchema>, unknown, StaffMessage>;

/** The subject and the text, each with its message in the desk's words, and the form's failure above them. */
function MessageForm({ contract }: { contract: MessageContract }) {
  const { i18n, t } = useLingui();
  const { form, onSubmit, failure } = contract;
  const { errors } = form.formState;
  const said = (message: string | undefined) => message && inPageLanguage(i18n, message);
  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate>
      {failure && <Alert tone="error">{said(failure)}</Alert>}
      <InputField label={t`Subject`} maxLength={STAFF_MESSAGE_SUBJECT_MAX} error={said(errors.subject?.message)} {...form.register('subject')} />
      <TextAreaField label={t`Message`} rows={8} maxLength={STAFF_MESSAGE_TEXT_MAX} error={said(errors.text?.message)} {...form.register('text')} />
    </form>
  );
}

/**
 * "Write to the applicant": a subject and a text, checked by the contract's rules, sent
 * through the outbox like every message (it joins the list below with its state and Send again) and
 * recorded in the history. The dialog opens on the subject; a refusal is said on its field.
 */
export function WriteToApplicant({ applicationId }: { applicationId: string }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [write] = useWriteToApplicantMutation();
  const contract = useContractForm<z.input<typeof StaffMessageSchema>, unknown, StaffMessage>({
    resolver: contractResolver(StaffMessageSchema),
    defaultValues: EMPTY,
    send: async (message) => {
      await write({ id: applicationId, ...message }).unwrap();
      setOpen(false);
      setNotice({ tone: 'success', text: MAIL_MESSAGES.staffMessageQueued });
    },
    failureMessage: serverErrorMessage,
  });
  const { onSubmit, pending, clear } = contract;
  const { setFocus } = contract.form;
  // After the dialog has put the focus on its safe choice: a person opening it means to write.
  useEffect(() => {
    if (open) setFocus('subject');
  }, [open, setFocus]);
  const start = () => {
    clear(EMPTY);
    setNotice(null);
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="btn btn-outline-primary mb-3" onClick={start}>
        <Trans>Write to the applicant</Trans>
      </button>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <ConfirmDialog
        open={open}
        title={t`Write to the applicant`}
        confirmLabel={t`Send`}
        tone="primary"
        pending={pending}
        onConfirm={() => void onSubmit()}
        onCancel={() => setOpen(false)}
      >
        <p className="small text-body-secondary">
          <Trans>The email greets the applicant by name and ends with the consultancy's contacts, in the applicant's language; your words go as you write them.</Trans>
        </p>
        <MessageForm contract={contract} />
      </ConfirmDialog>
    </>
  );
}
