import { DOCUMENT_SLOTS, type ApplicantCopy, type DocumentSlot } from '@visadesk/contract';
import { useId } from 'react';

interface PresentDocument {
  slot: DocumentSlot;
  url: string;
  isImage: boolean;
}

/** The filled slots, in slot order. The content type was decided by the server from the bytes. */
export function presentDocuments(application: ApplicantCopy): PresentDocument[] {
  return DOCUMENT_SLOTS.flatMap((slot) => {
    const info = application.documents?.[slot.key];
    const url = info?.url || application[slot.key];
    if (!url) return [];
    return [{ slot, url, isImage: (info?.contentType ?? '').startsWith('image/') }];
  });
}

/** Screen and paper name some slots differently (Lmias on screen, Lmia on paper). */
function SlotLabel({ slot }: { slot: DocumentSlot }) {
  if (slot.printLabel === slot.label) return <>{slot.label}</>;
  return (
    <>
      <span className="screen-label">{slot.label}</span>
      <span className="print-label">{slot.printLabel}</span>
    </>
  );
}

export function ApplicantDocuments({ application }: { application: ApplicantCopy }) {
  const headingId = useId();
  const documents = presentDocuments(application);
  if (documents.length === 0) return null;
  const images = documents.filter((d) => d.isImage);
  const files = documents.filter((d) => !d.isImage);
  return (
    <section className="applicant-documents mt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 applicant-section-title">
        Documents
      </h3>
      <p className="small text-body-secondary no-print">
        Document links work for a limited time. To see them again later, check your status again.
      </p>
      {files.length > 0 && (
        <ul className="list-unstyled">
          {files.map(({ slot, url }) => (
            <li key={slot.key} className="mb-2">
              <a href={url} rel="noopener noreferrer">
                <SlotLabel slot={slot} /> (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
      {images.map(({ slot, url }) => (
        <figure key={slot.key} className="applicant-document mb-4">
          <figcaption className="fw-semibold mb-2">
            <SlotLabel slot={slot} />
          </figcaption>
          <img className="applicant-document-image img-thumbnail" src={url} alt={slot.label} loading="lazy" />
        </figure>
      ))}
    </section>
  );
}
