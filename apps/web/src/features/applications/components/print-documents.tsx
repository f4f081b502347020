import { DOCUMENT_SLOTS, type Application } from '@visadesk/contract';

interface PrintDocumentsProps {
  application: Application;
}

/** The documents as printed: pictures in full, PDFs named (a browser prints them from their own tab). */
export function PrintDocuments({ application }: PrintDocumentsProps) {
  return (
    <section className="print-documents" aria-labelledby="print-documents-heading">
      <h2 id="print-documents-heading" className="h5 mb-3">
        Documents
      </h2>
      <ul className="list-unstyled row">
        {DOCUMENT_SLOTS.map((slot) => {
          const document = application.documents[slot.key];
          return (
            <li key={slot.key} className="print-document col-6 mb-3">
              <h3 className="h6 mb-1">{slot.printLabel}</h3>
              {!document && <p className="text-body-secondary small mb-0">Not provided</p>}
              {document?.contentType.startsWith('image/') && (
                <img className="print-document-image img-thumbnail" src={document.url} alt={`${slot.printLabel} document`} />
              )}
              {document && !document.contentType.startsWith('image/') && (
                <a href={document.url} target="_blank" rel="noreferrer">
                  {`${slot.printLabel} (PDF document)`}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
