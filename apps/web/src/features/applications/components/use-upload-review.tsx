import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_REFUSAL_MAX, DOCUMENT_REQUEST_MESSAGES as M, RefuseUploadSchema } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useContractForm } from '../../../lib/use-contract-form';
import { isSlotTaken, useAcceptUploadMutation, useRefuseUploadMutation } from '../api/document-requests';

/** An asked document with a file waiting for review. */
export interface ToReview {
  uploadId: string;
  label: string;
}

type RefusalInput = z.input<typeof RefuseUploadSchema>;
type Refusal = z.output<typeof RefuseUploadSchema>;

/** "Refuse": the reason, required, in a dialog; the server emails it to the applicant with a new link. */
function useRefusal(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const [toRefuse, setToRefuse] = useState<ToReview | null>(null);
  const [refuseUpload] = useRefuseUploadMutation();
  const contract = useContractForm<RefusalInput, unknown, Refusal>({
    resolver: contractResolver(RefuseUploadSchema),
    defaultValues: { reason: '' },
    send: async ({ reason }) => {
      if (!toRefuse) return;
      await refuseUpload({ id: applicationId, uploadId: toRefuse.uploadId, reason }).unwrap();
      setToRefuse(null);
      setNotice({ tone: 'success', text: M.refused });
    },
    failureMessage: serverErrorMessage,
  });
  const { setFocus } = contract.form;
  // After the dialog put the focus on Cancel: a person who chose Refuse means to give the reason.
  useEffect(() => {
    if (toRefuse) setFocus('reason');
  }, [toRefuse, setFocus]);
  const ask = (item: ToReview) => {
    contract.clear({ reason: '' });
    setNotice(null);
    setToRefuse(item);
  };
  return { toRefuse, ask, cancel: () => setToRefuse(null), contract };
}

/** "Accept": into its slot, and when the slot holds a file already, only once staff confirm it goes. */
function useAcceptance(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const [acceptUpload] = useAcceptUploadMutation();
  const [toReplace, setToReplace] = useState<ToReview | null>(null);
  const [accepting, setAccepting] = useState<string | null>(null);
  const accept = async (item: ToReview, replace = false) => {
    setNotice(null);
    setAccepting(item.uploadId);
    try {
      await acceptUpload({ id: applicationId, uploadId: item.uploadId, replace }).unwrap();
      setToReplace(null);
      setNotice({ tone: 'success', text: M.accepted });
    } catch (error) {
      if (!replace && isSlotTaken(error)) {
        setToReplace(item);
      } else {
        setToReplace(null);
        setNotice({ tone: 'error', text: serverErrorMessage(error) });
      }
    } finally {
      setAccepting(null);
    }
  };
  return { accept, accepting, toReplace, cancel: () => setToReplace(null) };
}

/** Accepting and refusing received files, each outcome said in the panel's notice; the two dialogs they may open. */
export function useUploadReview(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const { i18n, t } = useLingui();
  const acceptance = useAcceptance(applicationId, setNotice);
  const refusal = useRefusal(applicationId, setNotice);
  const { form, onSubmit, failure, pending } = refusal.contract;
  const replacing = acceptance.toReplace;
  const slotLabel = replacing?.label ?? '';
  const refusing = refusal.toRefuse?.label ?? '';
  const reasonError = form.formState.errors.reason?.message;
  const dialogs = (
    <>
      <ConfirmDialog
        open={replacing !== null}
        title={t`Replace the file in ${slotLabel}?`}
        confirmLabel={t`Replace`}
        pending={acceptance.accepting !== null}
        onConfirm={() => void (replacing && acceptance.accept(replacing, true))}
        onCancel={acceptance.cancel}
      >
        <p>
          <Trans>This slot ({slotLabel}) already holds a file: replace it? The file in it now is removed for good.</Trans>
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={refusal.toRefuse !== null}
        title={t`Refuse ${refusing}`}
        confirmLabel={t`Refuse`}
        pending={pending}
        onConfirm={() => void onSubmit()}
        onCancel={refusal.cancel}
      >
        <form onSubmit={onSubmit} noValidate>
          {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
          <TextAreaField
            label={t`Reason (the applicant reads it)`}
            rows={3}
            maxLength={DOCUMENT_REFUSAL_MAX}
            hint={t`The applicant is emailed the reason and a link to send it again.`}
            error={reasonError && inPageLanguage(i18n, reasonError)}
            {...form.register('reason')}
          />
        </form>
      </ConfirmDialog>
    </>
  );
  return { accept: (item: ToReview) => void acceptance.accept(item), accepting: acceptance.accepting, refuse: refusal.ask, dialogs };
}
