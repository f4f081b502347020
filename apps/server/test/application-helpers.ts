import { createHash } from 'node:crypto';
import { APPLICANT_FIELD_KEYS, COPY_FIELDS, DOCUMENT_SLOT_KEYS, PHONE_FORMAT_HEADER, type Application } from '@visadesk/contract';
import { applicantFields, sampleImage } from '../src/seed/factories.ts';
import type { TestContext } from './helpers.ts';
import { multipartBody } from './multipart.ts';

export type Headers = { authorization: string };

/** A staff member's headers as the desk sends them: phones read in international form, beside their code (ADR 041). */
export const asTheDesk = <T extends object>(headers: T) => ({ ...headers, [PHONE_FORMAT_HEADER.name]: PHONE_FORMAT_HEADER.international });

/**
 * Exactly what the applicant copy shows: the fields the contract's table marks for the copy (a field
 * the staff keep to themselves, such as the language of their messages, is not), then the photo, the
 * documents, the status and its dates.
 */
export const APPLICANT_COPY_KEYS = [
  ...COPY_FIELDS,
  'image', ...DOCUMENT_SLOT_KEYS, 'documents', 'extraDocuments', 'isStatus', 'statusReason', 'pending', 'approve', 'journey', 'payments', 'proof',
].sort();

export async function addApplication(
  t: TestContext,
  headers: Headers,
  overrides: Record<string, string> = {},
  photo?: { data: Buffer; name: string } | null,
) {
  const image: Record<string, { data: Buffer; name: string }> =
    photo === null ? {} : { image: photo ?? { data: await sampleImage('jpeg'), name: 'photo.jpg' } };
  const body = await multipartBody(applicantFields(overrides), image);
  return t.app.inject({
    method: 'POST',
    url: '/api/application/addApplication',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

export async function createApplication(t: TestContext, headers: Headers, overrides: Record<string, string> = {}) {
  const res = await addApplication(t, headers, overrides);
  if (res.statusCode !== 201) throw new Error(`addApplication failed: ${res.statusCode} ${res.body}`);
  return res.json() as Application;
}

/** Staff save an application's fields again with `changes` (the edit form's Save). */
export async function updateFields(t: TestContext, headers: Headers, saved: Application, changes: Record<string, string>) {
  const fields = Object.fromEntries(APPLICANT_FIELD_KEYS.map((key) => [key, String(saved[key])]));
  const body = await multipartBody({ ...fields, ...changes }, {});
  return t.app.inject({
    method: 'PUT', url: `/api/application/updateApplication/${saved._id}`, payload: body.payload, headers: { ...headers, ...body.headers },
  });
}

/** Staff upload documents into slots, e.g. `{ file1: { data: SAMPLE_PDF, name: 'job-letter.pdf' } }`. */
export async function uploadDocuments(
  t: TestContext,
  headers: Headers,
  id: string,
  files: Record<string, { data: Buffer; name: string }>,
  fields: Record<string, string> = {},
) {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: 'PUT', url: `/api/application/updateApplicationAdd/${id}`, payload: body.payload, headers: { ...headers, ...body.headers },
  });
}

/** Staff attach an extra document: a checklist label and one file in the `document` field. */
export async function addExtraDocument(t: TestContext, headers: Partial<Headers>, id: string, label: string, file: { data: Buffer; name: string } | null) {
  const body = await multipartBody({ label }, file ? { document: file } : {});
  return t.app.inject({
    method: 'POST', url: `/api/application/addExtraDocument/${id}`, payload: body.payload, headers: { ...headers, ...body.headers },
  });
}

export async function download(t: TestContext, url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { res, sha256: createHash('sha256').update(res.rawPayload).digest('hex') };
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
