import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityEntry, ActivityFilters } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applicationHistory as h, applications as a } from '../db/schema.ts';
import { withinDays } from '../applications/application-filters.ts';

/** The conditions of the filters given, or undefined when nothing narrows the log. */
export function activityFilterOf(filters: ActivityFilters, timeZone: string): SQL | undefined {
  const conditions = withinDays(h.createdAt, filters.from, filters.to, timeZone);
  if (filters.actor) conditions.unshift(sql`${h.actorId} = ${filters.actor}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first, ties by id: the order both of the history's log indexes keep. */
export const NEWEST_FIRST = [sql`${h.createdAt} desc nulls last`, sql`${h.id} desc nulls last`] as const;

/** An entry with its application's name as it is now (none once deleted), and its time as text: an export's cursor. */
export const ENTRY_COLUMNS = { entry: h, surname: a.surname, givenN: a.givenN, key: sql<string>`${h.createdAt}::text` };

/** The entries that match, newest first, each with its applicant's name (a left join: exports and deletions have none). */
export function entriesQuery(db: Database, where: SQL | undefined) {
  return db.select(ENTRY_COLUMNS).from(h).leftJoin(a, eq(a.id, h.applicationId)).where(where).orderBy(...NEWEST_FIRST).$dynamic();
}

export type EntryRow = Awaited<ReturnType<typeof entriesQuery>>[number];

export function toActivityEntry({ entry, surname, givenN }: EntryRow): ActivityEntry {
  return {
    _id: entry.id, action: entry.action, detail: entry.detail, reason: entry.reason,
    actorId: entry.actorId ?? '', actorName: entry.actorName,
    applicationId: entry.applicationId ?? '',
    applicantName: surname === null ? '' : `${givenN ?? ''} ${surname}`.trim(),
    createdAt: entry.createdAt.toISOString(),
  };
}
