import { useLingui } from '@lingui/react/macro';
import type { DocumentInfo } from '@visadesk/contract';

interface DocumentPreviewProps {
  label: string;
  document: DocumentInfo | undefined;
}

function PdfIcon() {
  return (
    <svg className="document-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <text x="7.5" y="17" fontSize="5.5" fontWeight="700" fill="currentColor">PDF</text>
    </svg>
  );
}

/** What a document slot holds: a thumbnail for a picture, an icon and a link for a PDF. */
export function DocumentPreview({ label, document }: DocumentPreviewProps) {
  const { t } = useLingui();
  if (!document) return <p className="document-empty text-body-secondary small mb-0">{t`No document yet.`}</p>;
  if (document.contentType.startsWith('image/')) {
    return (
      <a href={document.url} target="_blank" rel="noreferrer">
        <img className="document-thumb img-thumbnail" src={document.url} alt={t`${label} document`} />
      </a>
    );
  }
  return (
    <a className="document-pdf d-inline-flex align-items-center gap-1" href={document.url} target="_blank" rel="noreferrer">
      <PdfIcon />
      <span>{t`Open ${label} (PDF)`}</span>
    </a>
  );
}
