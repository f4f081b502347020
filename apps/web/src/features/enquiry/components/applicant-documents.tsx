import { Trans } from '@lingui/react/macro';
import { DOCUMENT_SLOTS, type ApplicantCopy, type ApplicantExtraDocument, type DocumentSlotKey, type ShownSlot } from '@visadesk/contract';
import { useId } from 'react';
import { useSlotWords } from '../../../components/applicant/applicant-words';
import { ownWords } from '../../../lib/own-words';

/** What a document is called on screen and on paper (a slot's names from Settings, or an extra document's label). */
type DocumentName = ShownSlot;

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
 * The filled slots, in slot order, named as Settings name them in the page's language, then the
 * extra documents by their label (kept in English with the document), oldest first. The content type
 * was decided by the server from the bytes.
 */
export function presentDocuments(slotName: (key: DocumentSlotKey) => ShownSlot, application: ApplicantCopy): PresentDocument[] {
  const slots = DOCUMENT_SLOTS.flatMap((slot) => {
    const info = application.documents?.[slot.key];
    const url = info?.url || application[slot.key];
    if (!url) return [];
    return [{ key: slot.key, slot: slotName(slot.key), url, isImage: (info?.contentType ?? '').startsWith('image/') }];
  });
  const extras = extraDocumentsOf(application).map((doc, index) => ({
    key: `extra-${index}`,
    slot: { label: { text: doc.label, lang: 'en' as const }, printLabel: { text: doc.label, lang: 'en' as const } },
    url: doc.url,
    isImage: doc.contentType.startsWith('image/'),
  }));
  return [...slots, ...extras];
}

/** Screen and paper name some slots differently (Lmias on screen, Lmia on paper). */
function SlotLabel({ slot }: { slot: DocumentName }) {
  if (slot.printLabel.text === slot.label.text) return <span {...ownWords(slot.label)}>{slot.label.text}</span>;
  return (
    <>
      <span className="screen-label" {...ownWords(slot.label)}>{slot.label.text}</span>
      <span className="print-label" {...ownWords(slot.printLabel)}>{slot.printLabel.text}</span>
    </>
  );
}

export function ApplicantDocuments({ application }: { application: ApplicantCopy }) {
  const headingId = useId();
  const documents = presentDocuments(useSlotWords(), application);
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
          <img className="applicant-document-image img-thumbnail" src={url} alt={slot.label.text} loading="lazy" />
        </figure>
      ))}
    </section>
  );
}
