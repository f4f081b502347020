import { APPLICATION_MESSAGES, DOCUMENT_SLOTS, type Application, type DocumentSlotKey } from '@visadesk/contract';
import { useState, type FormEvent } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SubmitButton } from '../../../components/ui/submit-button';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { uploadDocumentsErrorMessage, useUploadDocumentsMutation } from '../api/upload-documents';
import { documentError } from './document-checks';
import { DocumentSlot } from './document-slot';

type SlotErrors = Partial<Record<DocumentSlotKey, string>>;

function labelOf(slot: DocumentSlotKey): string {
  return DOCUMENT_SLOTS.find((candidate) => candidate.key === slot)?.label ?? slot;
}

/** The files chosen for upload, each checked as it is chosen; a refused one is not kept. */
function useChosenDocuments() {
  const [chosen, setChosen] = useState<ReadonlyMap<DocumentSlotKey, File>>(new Map());
  const [slotErrors, setSlotErrors] = useState<SlotErrors>({});

  const choose = (slot: DocumentSlotKey, file: File | undefined) => {
    const error = file ? documentError(file) : null;
    setSlotErrors((previous) => ({ ...previous, [slot]: error ?? undefined }));
    setChosen((previous) => {
      const next = new Map(previous);
      if (file && !error) next.set(slot, file);
      else next.delete(slot);
      return next;
    });
  };
  const firstError = DOCUMENT_SLOTS.map((slot) => slotErrors[slot.key]).find(Boolean);
  return { chosen, slotErrors, firstError, choose, forget: () => setChosen(new Map()) };
}

/**
 * The twelve document slots and one Upload button for every file chosen. Once the server stored
 * the files, the applicant copy is fetched again (its tags) to show what the slots now hold.
 */
export function DocumentUploads({ application }: { application: Application }) {
  const [uploadDocuments] = useUploadDocumentsMutation();
  const { chosen, slotErrors, firstError, choose, forget } = useChosenDocuments();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A new key remounts the file inputs, the only way to empty them after an upload.
  const [round, setRound] = useState(0);

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (firstError) return setNotice({ tone: 'error', text: firstError });
    if (chosen.size === 0) return setNotice({ tone: 'error', text: APPLICATION_MESSAGES.noDocuments });
    setNotice(null);
    setProgress(0);
    try {
      await uploadDocuments({ id: application._id, files: chosen, onUploadProgress: setProgress }).unwrap();
      const labels = [...chosen.keys()].map(labelOf).join(', ');
      setNotice({ tone: 'success', text: SUCCESS_MESSAGES.documentsUploaded(labels) });
      forget();
      setRound((previous) => previous + 1);
    } catch (error) {
      setNotice({ tone: 'error', text: uploadDocumentsErrorMessage(error) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form method="post" className="card shadow-sm mb-4" onSubmit={(event) => void upload(event)} noValidate>
      <div className="card-body">
        <h2 className="h5 mb-3">Documents</h2>
        <ul key={round} className="row list-unstyled mb-0">
          {DOCUMENT_SLOTS.map((slot) => (
            <DocumentSlot
              key={slot.key}
              slot={slot}
              stored={application.documents[slot.key]}
              error={slotErrors[slot.key]}
              onChoose={(file) => choose(slot.key, file)}
            />
          ))}
        </ul>
        {progress !== null && <ProgressBar value={progress} label="Uploading documents" />}
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <SubmitButton pending={progress !== null} className="btn btn-primary no-print">
          Upload
        </SubmitButton>
      </div>
    </form>
  );
}
