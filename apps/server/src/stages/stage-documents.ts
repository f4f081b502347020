import type { LocalText, Stage } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { readSettings } from '../settings/settings.ts';

/** A stage's expected documents by the names the applicant knows them by: the slot's label or the checklist's, in every language the agency wrote. */
export async function stageDocumentNames(db: Database | Tx, stage: Pick<Stage, 'documents'>): Promise<LocalText[]> {
  if (stage.documents.length === 0) return [];
  const { slotLabels, documentLabels } = await readSettings(db);
  return stage.documents.map((document) =>
    slotLabels[document as keyof typeof slotLabels] ?? documentLabels.find((label) => label.en.toLowerCase() === document.toLowerCase()) ?? { en: document });
}
