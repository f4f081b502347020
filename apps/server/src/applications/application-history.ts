import { desc, eq, sql } from 'drizzle-orm';
import { HISTORY_ACTIONS, type HistoryEntry } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationHistory, applications } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import type { Actor } from './application-context.ts';
import { requireRow } from './application-row.ts';

type HistoryRow = typeof applicationHistory.$inferSelect;

/** Appends to the application's history, in the transaction of the change it records. */
export async function record(tx: Tx, applicationId: string, actor: Actor, action: HistoryEntry['action'], detail: string, reason = '') {
  await tx.insert(applicationHistory).values({
    id: newId(), applicationId, actorId: actor.id, actorName: actor.name, action, detail, reason,
  });
}

/** An entry about one application (an export or a deletion names none, and is not one of an application's). */
type ApplicationEntryRow = HistoryRow & { applicationId: string; action: HistoryEntry['action'] };
const isAboutOneApplication = (r: HistoryRow): r is ApplicationEntryRow =>
  r.applicationId !== null && (HISTORY_ACTIONS as readonly string[]).includes(r.action);

const toEntry = (r: ApplicationEntryRow): HistoryEntry => ({
  _id: r.id, applicationId: r.applicationId, action: r.action, detail: r.detail, reason: r.reason,
  actorName: r.actorName, createdAt: r.createdAt.toISOString(),
});

/** Where an entry sits in the history's order (newest first): its time as the database writes it, to the microsecond, and its id. */
export interface HistoryKey {
  key: string;
  id: string;
}

/** Records an export: who, when (the row's time), which filters and how many rows (`detail`). Answers where the entry sits. */
export async function recordExport(db: Database, actor: Actor, detail: string): Promise<HistoryKey> {
  const [added] = await db
    .insert(applicationHistory)
    .values({ id: newId(), applicationId: null, actorId: actor.id, actorName: actor.name, action: 'exported', detail })
    .returning({ key: sql<string>`${applicationHistory.createdAt}::text`, id: applicationHistory.id });
  return added as HistoryKey;
}

/**
 * Records an application's deletion, in its transaction, after its own entries went with it: who,
 * when, and its id, nothing about the applicant (the application is gone; the record of it stays).
 */
export async function recordDeletion(tx: Tx, applicationId: string, actor: Actor): Promise<void> {
  await tx.insert(applicationHistory).values({
    id: newId(), applicationId: null, actorId: actor.id, actorName: actor.name, action: 'deleted', detail: `Application ${applicationId} deleted`,
  });
}

export async function historyOf(db: Database, id: string, limit: number): Promise<HistoryEntry[]> {
  await requireRow(db, id);
  const rows = await db
    .select()
    .from(applicationHistory)
    .where(eq(applicationHistory.applicationId, id))
    .orderBy(desc(applicationHistory.createdAt), desc(applicationHistory.id))
    .limit(limit);
  return rows.filter(isAboutOneApplication).map(toEntry);
}

/** The latest changes across all applications, for the dashboard. */
export async function recentHistory(db: Database, limit: number): Promise<(HistoryEntry & { applicantName: string })[]> {
  const rows = await db
    .select({ entry: applicationHistory, surname: applications.surname, givenN: applications.givenN })
    .from(applicationHistory)
    .innerJoin(applications, eq(applications.id, applicationHistory.applicationId))
    .orderBy(sql`${applicationHistory.createdAt} desc nulls last`)
    .limit(limit);
  return rows.flatMap(({ entry, surname, givenN }) => (isAboutOneApplication(entry) ? [{ ...toEntry(entry), applicantName: `${givenN} ${surname}`.trim() }] : []));
}
