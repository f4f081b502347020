import { and, count, eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES as M, EXTRA_DOCUMENTS_MAX, type LocalText } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationExtraDocuments, applications } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import { removeOnFailure } from '../uploads/store.ts';
import type { Actor, ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow } from './application-row.ts';
import { record } from './application-history.ts';

export async function extraCount(db: Tx | Database, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applicationExtraDocuments).where(eq(applicationExtraDocuments.applicationId, id));
  return row?.n ?? 0;
}

export function refuseWhenFull(n: number): void {
  if (n >= EXTRA_DOCUMENTS_MAX) throw new HttpError(400, M.extraDocumentsFull, { errors: { document: M.extraDocumentsFull } });
}

/**
 * Adds a document beyond the twelve slots under a label of the Settings checklist, kept in English
 * with the document (the desk's language); the applicant's email names it in theirs. The count is
 * checked again under the application's row lock, so concurrent adds cannot pass the limit
 * between them; the stored file is removed when the add fails.
 */
export async function addExtraDocument(ctx: ApplicationsContext, id: string, label: LocalText, upload: UploadedFile, actor: Actor): Promise<void> {
  await requireRow(ctx.db, id);
  // Cheap early refusal: no 10 MB is stored only to be thrown away.
  refuseWhenFull(await extraCount(ctx.db, id));
  const stored = await ctx.files.storeUpload(upload);
  await removeOnFailure(ctx.files, [stored.id], () =>
    ctx.db.transaction(async (tx) => {
      const application = await requireRow(tx, id);
      refuseWhenFull(await extraCount(tx, id));
      await tx.insert(applicationExtraDocuments).values({ id: newId(), applicationId: id, label: label.en, fileId: stored.id });
      await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
      await record(tx, id, actor, 'documents', `Uploaded: ${label.en}`);
      await ctx.mail.queue(tx, addresseeOf(application), { kind: 'documents', labels: [label] });
    }));
}

/** Removes one extra document: the row goes in a transaction with its history entry, then the file. */
export async function removeExtraDocument(ctx: ApplicationsContext, id: string, documentId: string, actor: Actor): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await requireRow(tx, id);
    const [row] = await tx
      .delete(applicationExtraDocuments)
      .where(and(eq(applicationExtraDocuments.applicationId, id), eq(applicationExtraDocuments.id, documentId)))
      .returning({ fileId: applicationExtraDocuments.fileId, label: applicationExtraDocuments.label });
    if (!row) throw new HttpError(404, M.extraDocumentNotFound);
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
    await record(tx, id, actor, 'documents', `Deleted: ${row.label}`);
    return row.fileId;
  });
  await ctx.files.remove([removed]);
}

/** The files of an application's extra documents (to remove once the application is gone). */
export async function extraDocumentFileIds(tx: Tx, id: string): Promise<string[]> {
  const rows = await tx
    .select({ fileId: applicationExtraDocuments.fileId })
    .from(applicationExtraDocuments)
    .where(eq(applicationExtraDocuments.applicationId, id));
  return rows.map((r) => r.fileId);
}
