import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_SLOTS, type Application, type DocumentInfo } from '@visadesk/contract';
import { useSlotWords } from '../../../components/applicant/applicant-words';

interface PrintDocumentsProps {
  application: Application;
}

interface PrintDocumentProps {
  label: string;
  document: Pick<DocumentInfo, 'url' | 'contentType'> | undefined;
}

/** One document on paper: a picture in full, a PDF named, or "Not provided". */
function PrintDocument({ label, document }: PrintDocumentProps) {
  const { t } = useLingui();
  return (
    <li className="print-document col-6 mb-3">
      <h3 className="h6 mb-1">{label}</h3>
      {!document && <p className="text-body-secondary small mb-0">{t`Not provided`}</p>}
      {document?.contentType.startsWith('image/') && (
        <img className="print-document-image img-thumbnail" src={document.url} alt={t`${label} document`} />
      )}
      {document && !document.contentType.startsWith('image/') && (
        <a href={document.url} target="_blank" rel="noreferrer">
          {t`${label} (PDF document)`}
        </a>
      )}
    </li>
  );
}

/**
 * The documents as printed: pictures in full, PDFs named (a browser prints them from their own
 * tab); the extra documents after the twelve slots, by their label, oldest first.
 */
export function PrintDocuments({ application }: PrintDocumentsProps) {
  const extras = application.extraDocuments ?? [];
  const { t } = useLingui();
  const slotName = useSlotWords();
  return (
    <section className="print-documents" aria-labelledby="print-documents-heading">
      <h2 id="print-documents-heading" className="h5 mb-3">
        <Trans>Documents</Trans>
      </h2>
      <ul className="list-unstyled row">
        {DOCUMENT_SLOTS.map((slot) => (
          <PrintDocument key={slot.key} label={slotName(slot.key).printLabel.text} document={application.documents[slot.key]} />
        ))}
      </ul>
      {extras.length > 0 && (
        <>
          <h2 className="h5 mb-3">{t`Extra documents`}</h2>
          <ul className="list-unstyled row" aria-label={t`Extra documents`}>
            {extras.map((extra) => (
              <PrintDocument key={extra._id} label={extra.label} document={extra} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
