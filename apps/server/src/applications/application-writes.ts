import { and, eq, ne, or } from 'drizzle-orm';
import {
  internationalPhone,
  languageOfNationality,
  APPLICANT_FIELD_KEYS,
  APPLICANT_FIELD_LABELS,
  APPLICANT_FIELD_ORDER,
  APPLICATION_MESSAGES as M,
  KEPT_UNLESS_NAMED,
  type ApplicantFields,
  type KeptUnlessNamedField,
  type Language,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationDocuments, applications, documentUploads } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../http/http-error.ts';
import { addressWaiting } from '../mail/outbox.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import { imageFileIds, removeOnFailure, storeImage, type StoredImage } from '../uploads/store.ts';
import { assertApprovable, type Actor, type ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow, type ApplicationRow } from './application-row.ts';
import { extraDocumentFileIds } from './application-extra-documents.ts';
import { record, recordDeletion } from './application-history.ts';
import { bumpStats } from './application-status.ts';
import { startJourney } from './application-stages.ts';
import { assertDemandLink } from '../demands/demand-links.ts';

/** An applicant's photo: shown small on the desk and the applicant copy (the demo seed's too). */
export const PHOTO_IMAGE = { display: 800, thumb: 160, name: 'photo', notAnImage: M.invalidImageType };

/**
 * The staff search's haystack; the demo seed fills it the same way. The phone is there as its
 * international digits (`9779812345678`) and in national form with a trunk 0 (`09812345678`), so a
 * number typed either way is found (migration 0017 added it to the rows before it).
 */
export function searchText(fields: ApplicantFields): string {
  const phone = fields.phone ? ` ${fields.phoneCode}${fields.phone} 0${fields.phone}` : '';
  return `${fields.passport} ${fields.surname} ${fields.givenN} ${fields.email}`.toLowerCase() + phone;
}

/** The fields with a language for the applicant's messages: the one the form names, else `otherwise`. */
type WithLanguage = ApplicantFields & { language: Language };
const withLanguage = (fields: ApplicantFields, otherwise: Language): WithLanguage => ({ ...fields, language: fields.language || otherwise });

/**
 * The applicant's own fields and nothing else: the service writes only what it names, whatever an
 * object handed to it carries (id, status, dates, photo references are the service's to set).
 */
function applicantOnly(fields: WithLanguage) {
  const own = Object.fromEntries(APPLICANT_FIELD_KEYS.map((key) => [key, fields[key]])) as WithLanguage;
  return { ...own, searchText: searchText(fields) };
}

const photoColumns = (photo: StoredImage) => ({
  photoFileId: photo.display.id, photoThumbFileId: photo.thumb.id, photoOriginalFileId: photo.original.id,
});

const photoIds = (row: ApplicationRow) => [row.photoFileId, row.photoThumbFileId, row.photoOriginalFileId];

const emailTaken = () => new HttpError(409, M.emailExists, { errors: { email: M.emailExists } });
const passportTaken = () => new HttpError(409, M.passportExists, { errors: { passport: M.passportExists } });

/** Email first, then passport: the spec's order of the duplicate checks. An email is unique only when given. */
export async function assertUnique(db: Database, fields: ApplicantFields, exceptId?: string): Promise<void> {
  const others = exceptId ? ne(applications.id, exceptId) : undefined;
  const sameEmail = fields.email ? eq(applications.email, fields.email) : undefined;
  const clash = await db
    .select({ email: applications.email, passport: applications.passport })
    .from(applications)
    .where(and(or(sameEmail, eq(applications.passport, fields.passport)), others));
  if (fields.email && clash.some((c) => c.email === fields.email)) throw emailTaken();
  if (clash.length > 0) throw passportTaken();
}

/** A duplicate that slipped past assertUnique (two saves at once) gets the same 409. */
function asConflict(error: unknown): unknown {
  if (!isUniqueViolation(error)) return error;
  const text = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error);
  return text.includes('email') ? emailTaken() : passportTaken();
}

/** Saves in one transaction; when that fails the new photo's files go, and a duplicate becomes the 409. */
async function save(ctx: ApplicationsContext, photo: StoredImage | undefined, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await removeOnFailure(ctx.files, photo ? imageFileIds(photo) : [], () => ctx.db.transaction(work));
  } catch (error) {
    throw asConflict(error);
  }
}

/** A client that names no language (the original one) writes to the applicant in the nationality's (ADR 029). */
export async function createApplication(ctx: ApplicationsContext, given: ApplicantFields, photo: UploadedFile, actor: Actor): Promise<string> {
  const fields = withLanguage(given, languageOfNationality(given.currentN));
  await assertUnique(ctx.db, fields);
  const stored = await storeImage(ctx.files, photo, PHOTO_IMAGE);
  const id = newId();
  await save(ctx, stored, async (tx) => {
    await assertDemandLink(tx, fields);
    await tx.insert(applications).values({
      id, ...applicantOnly(fields), ...photoColumns(stored), isStatus: 'pending', pending: ctx.today(), approve: '',
    });
    await bumpStats(tx, 'pending', 1);
    await record(tx, id, actor, 'created', 'Application created');
    // Its journey starts at the first stage of its list (ADR 049).
    await startJourney(tx, id, fields.destination, actor, ctx.today());
    await ctx.mail.queue(tx, addresseeOf({ ...fields, id }), { kind: 'registered' });
  });
  return id;
}

/** Names the fields that changed, as the form labels them, for the history. */
function changeDetail(before: ApplicationRow, fields: ApplicantFields, photo: boolean): string {
  const labels: string[] = APPLICANT_FIELD_ORDER.filter((k) => before[k] !== fields[k]).map((k) => APPLICANT_FIELD_LABELS[k]);
  if (photo) labels.push('Photo');
  return labels.length ? `Changed: ${labels.join(', ')}` : 'Saved without changes';
}

/** Which of the fields an older client leaves out the request named (the desk names them all): the optional ones (KEPT_UNLESS_NAMED) and the country code. */
export type NamedFields = Partial<Record<'phoneCode' | KeptUnlessNamedField, boolean>>;

/**
 * A client that names no country code (the original one) keeps the code on file while the number
 * still fits it: the nationality's code is only a guess, and a wrong one would send WhatsApp to a
 * stranger (ADR 026). One that names no passport dates (the original one again), or leaves out a
 * field a worker may not know yet, keeps those on file.
 */
function withStoredFields(before: ApplicationRow, fields: ApplicantFields, named: NamedFields): ApplicantFields {
  const kept = { ...fields };
  for (const key of KEPT_UNLESS_NAMED) if (named[key] === false) kept[key] = before[key];
  if (named.phoneCode !== false || !before.phoneCode) return kept;
  const phone = internationalPhone(kept.phone, before.phoneCode);
  return phone ? { ...kept, phone: phone.national, phoneCode: phone.code } : kept;
}

export async function updateApplication(
  ctx: ApplicationsContext,
  id: string,
  edited: ApplicantFields,
  photo: UploadedFile | undefined,
  actor: Actor,
  named: NamedFields = {},
): Promise<void> {
  const before = await requireRow(ctx.db, id);
  // A client that names no language (the original one) keeps the one on file.
  const fields = withLanguage(withStoredFields(before, edited, named), before.language);
  if (before.isStatus === 'approved') assertApprovable(fields, M.approvedKeeps);
  await assertUnique(ctx.db, fields, id);
  const stored = photo ? await storeImage(ctx.files, photo, PHOTO_IMAGE) : undefined;
  await save(ctx, stored, async (tx) => {
    await assertDemandLink(tx, fields, before);
    await tx
      .update(applications)
      .set({ ...applicantOnly(fields), updatedAt: new Date(), ...(stored ? photoColumns(stored) : {}) })
      .where(eq(applications.id, id));
    await record(tx, id, actor, 'updated', changeDetail(before, fields, photo !== undefined));
    // The messages that waited for an address go to the one just saved.
    await addressWaiting(tx, id, fields.email, ctx.mail.configured);
  });
  if (stored) await ctx.files.remove(photoIds(before));
}

/**
 * Deletes the application, its history with it, and records the deletion (naming only its id);
 * then its photo, document and extra document files (nothing refers to them any more).
 */
export async function removeApplication(ctx: ApplicationsContext, id: string, actor: Actor): Promise<void> {
  const fileIds: (string | null)[] = [];
  await ctx.db.transaction(async (tx) => {
    const row = await requireRow(tx, id);
    const docs = await tx
      .select({ fileId: applicationDocuments.fileId })
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    // Files sent by link and still waiting for review go with it too (accepted ones are the slots' now).
    const sent = await tx.select({ fileId: documentUploads.fileId }).from(documentUploads).where(eq(documentUploads.applicationId, id));
    fileIds.push(...photoIds(row), ...docs.map((d) => d.fileId), ...(await extraDocumentFileIds(tx, id)), ...sent.map((u) => u.fileId));
    await tx.delete(applications).where(eq(applications.id, id));
    await recordDeletion(tx, id, actor);
    await bumpStats(tx, row.isStatus, -1);
  });
  await ctx.files.remove(fileIds);
}
