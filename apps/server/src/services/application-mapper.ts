import { DOCUMENT_SLOT_KEYS, type Application, type DocumentSlotKey } from '@visadesk/contract';
import type { applications } from '../db/schema.ts';

type Row = typeof applications.$inferSelect;

export interface DocumentRow {
  slot: string;
  fileId: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
}

/** The API shape of an application: the spec's field names, with signed URLs for every file. */
export function toApplication(row: Row, docs: DocumentRow[], sign: (fileId: string | null) => string): Application {
  const documents: Application['documents'] = {};
  const urls = Object.fromEntries(DOCUMENT_SLOT_KEYS.map((k) => [k, ''])) as Record<DocumentSlotKey, string>;
  for (const doc of docs) {
    const slot = doc.slot as DocumentSlotKey;
    if (!(DOCUMENT_SLOT_KEYS as readonly string[]).includes(slot)) continue;
    const url = sign(doc.fileId);
    urls[slot] = url;
    documents[slot] = { url, contentType: doc.contentType, size: doc.size, uploadedAt: doc.uploadedAt.toISOString() };
  }
  return {
    _id: row.id,
    surname: row.surname,
    givenN: row.givenN,
    sex: row.sex,
    dob: row.dob,
    birthCity: row.birthCity,
    currentN: row.currentN,
    identification: row.identification,
    nationalId: row.nationalId,
    company: row.company,
    dutyDuration: row.dutyDuration,
    jobTitle: row.jobTitle,
    salary: row.salary,
    passport: row.passport,
    issuedCountry: row.issuedCountry,
    phone: row.phone,
    email: row.email,
    image: sign(row.photoFileId),
    imageThumb: sign(row.photoThumbFileId),
    imageOriginal: sign(row.photoOriginalFileId),
    ...urls,
    documents,
    isAdmin: row.isAdmin,
    isStatus: row.isStatus,
    pending: row.pending,
    approve: row.approve,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
