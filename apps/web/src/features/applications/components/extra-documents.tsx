import { Trans, useLingui } from '@lingui/react/macro';
import { EXTRA_DOCUMENTS_MAX, type Application, type ExtraDocument } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { useDocumentLabels } from '../api/extra-documents';
import { ExtraDocumentForm } from './extra-document-form';
import { useExtraDocumentDeletion } from './use-extra-document-deletion';
import { inPageLanguage } from '../../../i18n/contract-texts';

const UPLOADED = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

interface ExtraDocumentListProps {
  documents: readonly ExtraDocument[];
  onDelete: (document: ExtraDocument) => void;
}

/** One extra document: its label (opening the file), when it came, and Delete. */
function ExtraDocumentItem({ document, onDelete }: { document: ExtraDocument; onDelete: () => void }) {
  const { t } = useLingui();
  const { label, uploadedAt } = document;
  const uploaded = UPLOADED.format(new Date(uploadedAt));
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2">
      <a href={document.url} target="_blank" rel="noopener noreferrer" className="me-auto">
        {document.contentType === 'application/pdf' ? t`${label} (PDF)` : t`${label} (image)`}
      </a>
      <span className="small text-body-secondary">
        <Trans>
          Uploaded <time dateTime={uploadedAt}>{uploaded}</time>
        </Trans>
      </span>
      <button type="button" className="btn btn-sm btn-outline-danger no-print" aria-label={t`Delete ${label}`} onClick={onDelete}>
        <Trans>Delete</Trans>
      </button>
    </li>
  );
}

/** The extra documents, oldest first. */
function ExtraDocumentList({ documents, onDelete }: ExtraDocumentListProps) {
  const { t } = useLingui();
  if (documents.length === 0) return <p className="text-body-secondary">{t`No extra documents yet.`}</p>;
  return (
    <ul className="list-group mb-3" aria-label={t`Extra documents`}>
      {documents.map((document) => (
        <ExtraDocumentItem key={document._id} document={document} onDelete={() => onDelete(document)} />
      ))}
    </ul>
  );
}

/**
 * Documents beyond the twelve slots, each labelled from the checklist in Settings, at most
 * EXTRA_DOCUMENTS_MAX: the list with a Delete for each (confirmed first), and the form adding one.
 */
export function ExtraDocuments({ application }: { application: Application }) {
  const labels = useDocumentLabels();
  // One notice for the section: the latest add or delete.
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useExtraDocumentDeletion(application._id, setNotice);
  const documents = application.extraDocuments;
  const full = documents.length >= EXTRA_DOCUMENTS_MAX;
  const { i18n, t } = useLingui();
  const count = documents.length;
  const most = EXTRA_DOCUMENTS_MAX;
  return (
    <section className="card shadow-sm mb-4" aria-labelledby="extra-documents-heading">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
          <h2 id="extra-documents-heading" className="h5 mb-0">{t`Extra documents`}</h2>
          <span className="small text-body-secondary">{t`${count} of ${most}`}</span>
        </div>
        <ExtraDocumentList documents={documents} onDelete={deletion.ask} />
        {full && <p className="small no-print">{t`This application has ${most} extra documents, the most it can hold. Delete one to add another.`}</p>}
        {labels.error !== undefined && <Alert tone="error">{t`The document labels could not be loaded. Please reload the page.`}</Alert>}
        <ExtraDocumentForm applicationId={application._id} labels={labels.data?.documentLabels ?? []} full={full} setNotice={setNotice} />
        {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      </div>
      {deletion.confirmation}
    </section>
  );
}
