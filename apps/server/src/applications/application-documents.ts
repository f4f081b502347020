import { and, eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES as M, DOCUMENT_SLOTS, type DocumentSlotKey } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { applicationDocuments, applications } from '../db/schema.ts';
import type { UploadedFile } from '../uploads/uploaded-file.ts';
import { removeOnFailure, storeAll } from '../uploads/store.ts';
import type { Actor, ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow } from './application-row.ts';
import { record } from './application-history.ts';
import { readSettings } from '../settings/settings.ts';
import type { StoredFile } from '../storage/files.ts';

/** Points the slot at its new file; answers the file it held before, if any. */
export async function fillSlot(tx: Tx, id: string, slot: DocumentSlotKey, file: Pick<StoredFile, 'id'>): Promise<string | undefined> {
  const [old] = await tx
    .select({ fileId: applicationDocuments.fileId })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, slot)));
  await tx
    .insert(applicationDocuments)
    .values({ applicationId: id, slot, fileId: file.id })
    .onConflictDoUpdate({
      target: [applicationDocuments.applicationId, applicationDocuments.slot],
      set: { fileId: file.id, uploadedAt: new Date() },
    });
  return old?.fileId;
}

/** Replaces the given slots; old files are removed only once the new ones are safely recorded. */
export async function setDocuments(
  ctx: ApplicationsContext,
  id: string,
  uploads: Map<DocumentSlotKey, UploadedFile>,
  actor: Actor,
): Promise<void> {
  await requireRow(ctx.db, id);
  const slots = [...uploads.keys()];
  const stored = await storeAll(ctx.files, [...uploads.values()].map((upload) => () => ctx.files.storeUpload(upload)));
  const replaced: string[] = [];
  await removeOnFailure(ctx.files, stored.map((s) => s.id), () =>
    ctx.db.transaction(async (tx) => {
      const row = await requireRow(tx, id);
      for (const [index, slot] of slots.entries()) {
        const old = await fillSlot(tx, id, slot, stored[index] as StoredFile);
        if (old) replaced.push(old);
      }
      await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
      const { slotLabels } = await readSettings(tx);
      const labels = DOCUMENT_SLOTS.filter((s) => uploads.has(s.key)).map((s) => slotLabels[s.key]);
      await record(tx, id, actor, 'documents', `Uploaded: ${labels.map((label) => label.en).join(', ')}`);
      await ctx.mail.queue(tx, addresseeOf(row), { kind: 'documents', labels });
    }));
  await ctx.files.remove(replaced);
}

/** Empties one slot (a wrong upload): the row goes in a transaction with its history entry, then the file. */
export async function removeDocument(ctx: ApplicationsContext, id: string, slot: DocumentSlotKey, actor: Actor): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await requireRow(tx, id);
    const [row] = await tx
      .delete(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, slot)))
      .returning({ fileId: applicationDocuments.fileId });
    if (!row) throw new HttpError(404, M.noDocumentInSlot);
    await tx.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id));
    const label = (await readSettings(tx)).slotLabels[slot].en;
    await record(tx, id, actor, 'documents', `Deleted: ${label}`);
    return row.fileId;
  });
  await ctx.files.remove([removed]);
}
