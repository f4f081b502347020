import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_SLOTS, type Application, type DocumentSlotKey } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSlotWords } from '../../../components/applicant/applicant-words';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { contractResolver } from '../../../lib/contract-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { uploadDocumentsErrorMessage, useUploadDocumentsMutation } from '../api/upload-documents';
import { DocumentChoiceSchema, documentChoiceProblem, type DocumentChoice } from './document-checks';
import { DocumentSlot } from './document-slot';
import { useDocumentDeletion } from './use-document-deletion';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** The chosen files in the slots' order, as the server receives them. */
function chosenFiles(choice: DocumentChoice): Map<DocumentSlotKey, File> {
  const files = new Map<DocumentSlotKey, File>();
  for (const { key } of DOCUMENT_SLOTS) {
    const file = choice[key];
    if (file) files.set(key, file);
  }
  return files;
}

interface UploadNoticesProps {
  progress: number | null;
  problem: string | null | undefined;
  uploaded: string | null;
  deleted: Notice | null;
}

/** The upload's progress, what blocks or ended it, and the outcome of a deletion. */
function UploadNotices({ progress, problem, uploaded, deleted }: UploadNoticesProps) {
  const { i18n, t } = useLingui();
  return (
    <>
      {progress !== null && <ProgressBar value={progress} label={t`Uploading documents`} />}
      {problem && <Alert tone="error">{inPageLanguage(i18n, problem)}</Alert>}
      {uploaded && !problem && <Alert tone="success">{uploaded}</Alert>}
      {deleted && <Alert tone={deleted.tone}>{inPageLanguage(i18n, deleted.text)}</Alert>}
    </>
  );
}

/** "Uploaded: …" and the application's last change it speaks of (the upload's answer's `updatedAt`). */
interface UploadedNotice {
  text: string;
  change: string;
}

/**
 * The upload form: the chosen files checked, sent with progress, and the inputs emptied after. Its
 * "Uploaded: …" stays only while the upload is the application's last change: a status set, a
 * document deleted or anything else after it makes it stale, and it goes.
 */
function useDocumentUploadForm(application: Application) {
  const applicationId = application._id;
  const { i18n } = useLingui();
  const slotName = useSlotWords();
  const [uploadDocuments] = useUploadDocumentsMutation();
  const [notice, setUploaded] = useState<UploadedNotice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key remounts the file inputs, the only way to empty them after an upload.
  const [round, setRound] = useState(0);
  const contract = useContractForm<DocumentChoice, unknown, DocumentChoice>({
    resolver: contractResolver(DocumentChoiceSchema),
    defaultValues: {},
    send: async (choice) => {
      const files = chosenFiles(choice);
      setUploaded(null);
      setProgress(0);
      const answer = await uploadDocuments({ id: applicationId, files, onUploadProgress: setProgress })
        .unwrap()
        .finally(() => setProgress(null));
      contract.clear();
      setRound((previous) => previous + 1);
      const labels = [...files.keys()].map((slot) => slotName(slot).label.text).join(', ');
      setUploaded({ text: i18n._(SUCCESS_MESSAGES.documentsUploaded(labels)), change: answer.updatedAt });
    },
    failureMessage: uploadDocumentsErrorMessage,
  });
  const { errors, isSubmitted } = contract.form.formState;
  const problem = (isSubmitted ? documentChoiceProblem(errors) : undefined) ?? contract.failure;
  const uploaded = notice && notice.change === application.updatedAt ? notice.text : null;
  return { ...contract, uploaded, progress, round, problem, errors };
}

/**
 * The twelve document slots, a Delete for each stored document, and one Upload button for every
 * file chosen. Each file is checked as it is chosen; once the server stored the files, the
 * applicant copy is fetched again (its tags) to show what the slots now hold.
 */
export function DocumentUploads({ application }: { application: Application }) {
  const { form, onSubmit, pending, uploaded, progress, round, problem, errors } = useDocumentUploadForm(application);
  const deletion = useDocumentDeletion(application._id);
  const slotName = useSlotWords();

  return (
    <form method="post" className="card shadow-sm mb-4" onSubmit={onSubmit} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-3"><Trans>Documents</Trans></h2>
        <ul key={round} className="row list-unstyled mb-0">
          {DOCUMENT_SLOTS.map((slot) => (
            <DocumentSlot
              key={slot.key}
              slot={slot}
              stored={application.documents[slot.key]}
              error={errors[slot.key]?.message}
              onChoose={(file) => form.setValue(slot.key, file, { shouldValidate: true })}
              onDelete={() => deletion.ask(slot.key, slotName(slot.key).label.text)}
            />
          ))}
        </ul>
        <UploadNotices progress={progress} problem={problem} uploaded={uploaded} deleted={deletion.notice} />
        <SubmitButton pending={pending} className="btn btn-primary no-print">
          <Trans>Upload</Trans>
        </SubmitButton>
      </div>
      {deletion.confirmation}
    </form>
  );
}
