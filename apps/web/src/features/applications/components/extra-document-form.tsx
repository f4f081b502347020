import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES as M } from '@visadesk/contract';
import { useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { uploadDocumentsErrorMessage } from '../api/upload-documents';
import { useAddExtraDocumentMutation } from '../api/extra-documents';
import { documentError } from './document-checks';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** A label from the checklist and one file of a kind the server takes (it checks both again). */
const ExtraDocumentChoiceSchema = z.object({
  label: z.string({ error: M.extraDocumentLabel }).min(1, M.extraDocumentLabel),
  document: z
    .instanceof(File, { error: M.extraDocumentFile })
    .optional()
    .transform((file, context) => {
      const error = file ? documentError(file) : M.extraDocumentFile;
      if (!file || error) {
        context.addIssue({ code: 'custom', message: error ?? M.extraDocumentFile });
        return z.NEVER;
      }
      return file;
    }),
});

interface ExtraDocumentChoice {
  label: string;
  document?: File;
}

/** The add form's sending: the file with its progress, then the inputs emptied for the next one. */
function useExtraDocumentForm(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const { i18n } = useLingui();
  const [addExtraDocument] = useAddExtraDocumentMutation();
  const [progress, setProgress] = useState<number | null>(null);
  // A new key remounts the file input, the only way to empty it after an upload.
  const [round, setRound] = useState(0);
  const contract = useContractForm<ExtraDocumentChoice, unknown, z.infer<typeof ExtraDocumentChoiceSchema>>({
    resolver: contractResolver(ExtraDocumentChoiceSchema),
    defaultValues: { label: '' },
    send: async ({ label, document }) => {
      setNotice(null);
      setProgress(0);
      try {
        await addExtraDocument({ id: applicationId, label, file: document, onUploadProgress: setProgress }).unwrap();
      } finally {
        setProgress(null);
      }
      contract.clear();
      setRound((previous) => previous + 1);
      setNotice({ tone: 'success', text: i18n._(SUCCESS_MESSAGES.extraDocumentAdded(label)) });
    },
    failureMessage: uploadDocumentsErrorMessage,
  });
  return { ...contract, progress, round };
}

interface LabelSelectProps {
  id: string;
  labels: readonly string[];
  disabled: boolean;
  error: string | undefined;
  field: UseFormRegisterReturn<'label'>;
}

/** The checklist as a select, with its message under it. */
function LabelSelect({ id, labels, disabled, error, field }: LabelSelectProps) {
  const { i18n, t } = useLingui();
  return (
    <div className="col-sm-5">
      <label htmlFor={id} className="form-label"><Trans>Label</Trans></label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      >
        <option value="">{t`Choose a label…`}</option>
        {labels.map((label) => <option key={label} value={label}>{label}</option>)}
      </select>
      {error && <div id={`${id}-error`} className="invalid-feedback">{inPageLanguage(i18n, error)}</div>}
    </div>
  );
}

interface ExtraDocumentFormProps {
  applicationId: string;
  /** The Settings checklist. */
  labels: readonly string[];
  /** At the limit: nothing more can be added until one is deleted. */
  full: boolean;
  /** Where the section says a document was added. */
  setNotice: (notice: Notice | null) => void;
}

/** Choose a label and a file, then Add: the progress and any refusal below; the section confirms. */
export function ExtraDocumentForm({ applicationId, labels, full, setNotice }: ExtraDocumentFormProps) {
  const { form, onSubmit, pending, failure, progress, round } = useExtraDocumentForm(applicationId, setNotice);
  const id = useId();
  const { i18n, t } = useLingui();
  const { errors } = form.formState;
  const labelError = errors.label?.message;
  const fileError = errors.document?.message;
  return (
    <form method="post" className="no-print" onSubmit={onSubmit} noValidate aria-label={t`Add an extra document`}>
      <div className="row g-2 align-items-start">
        <LabelSelect id={`${id}-label`} labels={labels} disabled={full} error={labelError} field={form.register('label')} />
        <div className="col-sm-5">
          <label htmlFor={`${id}-file`} className="form-label"><Trans>File (JPEG, PNG or PDF, 10 MB at most)</Trans></label>
          <input
            key={round}
            id={`${id}-file`}
            type="file"
            className={`form-control${fileError ? ' is-invalid' : ''}`}
            accept="image/jpeg,image/png,application/pdf"
            disabled={full}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => form.setValue('document', event.target.files?.[0], { shouldValidate: true })}
          />
          {fileError && <div id={`${id}-file-error`} className="invalid-feedback">{inPageLanguage(i18n, fileError)}</div>}
        </div>
        <div className="col-sm-2">
          {/* Lines the button up with the inputs under their labels. */}
          <span className="form-label d-block invisible" aria-hidden="true"><Trans>Add</Trans></span>
          <SubmitButton pending={pending} disabled={full}><Trans>Add</Trans></SubmitButton>
        </div>
      </div>
      {progress !== null && <ProgressBar value={progress} label={t`Uploading the extra document`} />}
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
    </form>
  );
}
