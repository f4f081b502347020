import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_SLOTS, type ApplicantCopy, type ApplicantExtraDocument } from '@visadesk/contract';
import { useId } from 'react';
import { slotWords } from '../../../components/applicant/applicant-words';

/** What a document is called on screen and on paper (a slot's labels, or an extra document's one). */
interface DocumentName {
  label: string;
  printLabel: string;
}

interface PresentDocument {
  key: string;
  slot: DocumentName;
  url: string;
  isImage: boolean;
}

/** An answer held from before extra documents existed has none. */
export function extraDocumentsOf(application: { extraDocuments?: readonly ApplicantExtraDocument[] }): readonly ApplicantExtraDocument[] {
  return Array.isArray(application.extraDocuments) ? application.extraDocuments : [];
}

/**
 * The filled slots, in slot order and in the page's language, then the extra documents by their
 * label (as staff wrote it), oldest first. The content type was decided by the server from the bytes.
 */
export function presentDocuments(i18n: I18n, application: ApplicantCopy): PresentDocument[] {
  const slots = DOCUMENT_SLOTS.flatMap((slot) => {
    const info = application.documents?.[slot.key];
    const url = info?.url || application[slot.key];
    if (!url) return [];
    return [{ key: slot.key, slot: slotWords(i18n, slot.key), url, isImage: (info?.contentType ?? '').startsWith('image/') }];
  });
  const extras = extraDocumentsOf(application).map((doc, index) => ({
    key: `extra-${index}`,
    slot: { label: doc.label, printLabel: doc.label },
    url: doc.url,
    isImage: doc.contentType.startsWith('image/'),
  }));
  return [...slots, ...extras];
}

/** Screen and paper name some slots differently (Lmias on screen, Lmia on paper). */
function SlotLabel({ slot }: { slot: DocumentName }) {
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
  const { i18n } = useLingui();
  const documents = presentDocuments(i18n, application);
  if (documents.length === 0) return null;
  const images = documents.filter((d) => d.isImage);
  const files = documents.filter((d) => !d.isImage);
  return (
    <section className="applicant-documents mt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 applicant-section-title">
        <Trans>Documents</Trans>
      </h3>
      <p className="small text-body-secondary no-print">
        <Trans>Document links work for a limited time. To see them again later, check your status again.</Trans>
      </p>
      {files.length > 0 && (
        <ul className="list-unstyled">
          {files.map(({ key, slot, url }) => (
            <li key={key} className="mb-2">
              <a href={url} rel="noopener noreferrer">
                <SlotLabel slot={slot} /> (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
      {images.map(({ key, slot, url }) => (
        <figure key={key} className="applicant-document mb-4">
          <figcaption className="fw-semibold mb-2">
            <SlotLabel slot={slot} />
          </figcaption>
          <img className="applicant-document-image img-thumbnail" src={url} alt={slot.label} loading="lazy" />
        </figure>
      ))}
    </section>
  );
}
