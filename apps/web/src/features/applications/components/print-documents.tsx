import { DOCUMENT_SLOTS, type Application, type DocumentInfo } from '@visadesk/contract';

interface PrintDocumentsProps {
  application: Application;
}

interface PrintDocumentProps {
  label: string;
  document: Pick<DocumentInfo, 'url' | 'contentType'> | undefined;
}

/** One document on paper: a picture in full, a PDF named, or "Not provided". */
function PrintDocument({ label, document }: PrintDocumentProps) {
  return (
    <li className="print-document col-6 mb-3">
      <h3 className="h6 mb-1">{label}</h3>
      {!document && <p className="text-body-secondary small mb-0">Not provided</p>}
      {document?.contentType.startsWith('image/') && (
        <img className="print-document-image img-thumbnail" src={document.url} alt={`${label} document`} />
      )}
      {document && !document.contentType.startsWith('image/') && (
        <a href={document.url} target="_blank" rel="noreferrer">
          {`${label} (PDF document)`}
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
  return (
    <section className="print-documents" aria-labelledby="print-documents-heading">
      <h2 id="print-documents-heading" className="h5 mb-3">
        Documents
      </h2>
      <ul className="list-unstyled row">
        {DOCUMENT_SLOTS.map((slot) => (
          <PrintDocument key={slot.key} label={slot.printLabel} document={application.documents[slot.key]} />
        ))}
      </ul>
      {extras.length > 0 && (
        <>
          <h2 className="h5 mb-3">Extra documents</h2>
          <ul className="list-unstyled row" aria-label="Extra documents">
            {extras.map((extra) => (
              <PrintDocument key={extra._id} label={extra.label} document={extra} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
