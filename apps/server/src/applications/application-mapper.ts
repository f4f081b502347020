import {
  APPLICANT_FIELD_ORDER,
  COPY_FIELDS,
  DOCUMENT_SLOT_KEYS,
  type ApplicantFieldKey,
  type ApplicantPayments,
  type CopyField,
  type ApplicantCopy,
  type Application,
  type DocumentInfo,
  type DocumentSlotKey,
  type ExtraDocument,
  type JourneyStep,
} from '@visadesk/contract';
import type { applications } from '../db/schema.ts';
import type { LinkSigner } from '../storage/files.ts';

type Row = typeof applications.$inferSelect;

export interface DocumentRow {
  slot: string;
  fileId: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** A document beyond the twelve slots, with its stored file's details. */
export interface ExtraDocumentRow {
  id: string;
  label: string;
  fileId: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** Hidden characters always show as this many dots, so the mask does not tell the id's length. */
const MASK = '•••••';
/** The last four are shown only when at least as many stay hidden; shorter ids are masked whole. */
const SHOWN_WHEN_LONGER_THAN = 7;

/** `NP-1234-5678` → `•••••5678`; `AB123` → `•••••`; none yet (it is asked for before approval) → ''. */
export function maskNationalId(nationalId: string): string {
  if (nationalId === '') return '';
  return nationalId.length > SHOWN_WHEN_LONGER_THAN ? `${MASK}${nationalId.slice(-4)}` : MASK;
}

/** The signed link and details of every filled slot, and the spec's `fileN` URL fields beside them. */
function documentsOf(docs: DocumentRow[], sign: LinkSigner) {
  const documents: Partial<Record<DocumentSlotKey, DocumentInfo>> = {};
  const urls = Object.fromEntries(DOCUMENT_SLOT_KEYS.map((k) => [k, ''])) as Record<DocumentSlotKey, string>;
  for (const doc of docs) {
    const slot = doc.slot as DocumentSlotKey;
    if (!(DOCUMENT_SLOT_KEYS as readonly string[]).includes(slot)) continue;
    const url = sign(doc.fileId);
    urls[slot] = url;
    documents[slot] = { url, contentType: doc.contentType, size: doc.size, uploadedAt: doc.uploadedAt.toISOString() };
  }
  return { documents, urls };
}

/** The extra documents in the order given (oldest first), each with its signed link. */
function extrasOf(extras: ExtraDocumentRow[], sign: LinkSigner): ExtraDocument[] {
  return extras.map((doc) => ({
    _id: doc.id,
    label: doc.label,
    url: sign(doc.fileId),
    contentType: doc.contentType,
    size: doc.size,
    uploadedAt: doc.uploadedAt.toISOString(),
  }));
}

/** The applicant's fields as stored, every one (applicant-fields.ts): the staff's record. */
const fieldsOf = (row: Row) => Object.fromEntries(APPLICANT_FIELD_ORDER.map((key) => [key, row[key]])) as Pick<Row, ApplicantFieldKey>;

/** The fields the applicant copy carries, with the national id masked: nothing the copy does not show. */
const copyFieldsOf = (row: Row) => ({
  ...(Object.fromEntries(COPY_FIELDS.map((key) => [key, row[key]])) as Pick<Row, CopyField>),
  nationalId: maskNationalId(row.nationalId),
});

/** The staff's API shape of an application: the spec's field names, with signed URLs for every file. */
export function toApplication(row: Row, docs: DocumentRow[], extras: ExtraDocumentRow[], sign: LinkSigner): Application {
  const { documents, urls } = documentsOf(docs, sign);
  return {
    _id: row.id,
    ...fieldsOf(row),
    image: sign(row.photoFileId),
    imageThumb: sign(row.photoThumbFileId),
    imageOriginal: sign(row.photoOriginalFileId),
    ...urls,
    documents,
    extraDocuments: extrasOf(extras, sign),
    isAdmin: row.isAdmin,
    stage: row.stage,
    stageSince: row.stageSince,
    stageDue: row.stageDue,
    isStatus: row.isStatus,
    statusReason: row.statusReason,
    pending: row.pending,
    approve: row.approve,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The public enquiry's shape: what the applicant copy shows and nothing else, built field by field
 * (never by deleting keys from the staff shape, which would leak whatever staff gain later), and
 * `proof`, the agency's signed statement of it (statements/).
 */
export function toApplicantCopy(
  row: Row, docs: DocumentRow[], extras: ExtraDocumentRow[], sign: LinkSigner, journey: JourneyStep[], payments: ApplicantPayments, proof: string,
): ApplicantCopy {
  const { documents, urls } = documentsOf(docs, sign);
  const publicDocuments: ApplicantCopy['documents'] = {};
  for (const [slot, info] of Object.entries(documents) as [DocumentSlotKey, DocumentInfo][]) {
    publicDocuments[slot] = { url: info.url, contentType: info.contentType };
  }
  return {
    ...copyFieldsOf(row),
    image: sign(row.photoFileId),
    ...urls,
    documents: publicDocuments,
    extraDocuments: extras.map((doc) => ({ label: doc.label, url: sign(doc.fileId), contentType: doc.contentType })),
    isStatus: row.isStatus,
    statusReason: row.statusReason,
    pending: row.pending,
    approve: row.approve,
    journey,
    payments,
    proof,
  };
}
