import type { Readable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityFilters, ActivityPage, ActivityQuery } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationHistory as h } from '../db/schema.ts';
import type { Actor } from '../applications/application-context.ts';
import { activityFilterOf, entriesQuery, NEWEST_FIRST, toActivityEntry } from './activity-entries.ts';
import { activityCsv } from './activity-export.ts';
import { recordExport } from '../applications/application-history.ts';
import { openExportSnapshot, releasedWith } from '../applications/export-snapshot.ts';

async function countOf(db: Database | Tx, where: SQL | undefined): Promise<number> {
  const counted = await db.execute(sql`select count(*)::int as n from ${h} ${where ? sql`where ${where}` : sql``}`);
  return (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * Everything staff did, for the super admin: the application history read whole, by
 * staff member and by day in the consultancy's time zone, newest first.
 */
export class ActivityLog {
  private readonly db: Database;
  private readonly timeZone: string;

  constructor(db: Database, timeZone: string) {
    this.db = db;
    this.timeZone = timeZone;
  }

  async page(query: ActivityQuery): Promise<ActivityPage> {
    const where = activityFilterOf(query, this.timeZone);
    const total = await countOf(this.db, where);
    const offset = (query.page - 1) * query.limit;
    const rows = offset < total ? await entriesQuery(this.db, where).limit(query.limit).offset(offset) : [];
    return { entries: rows.map(toActivityEntry), total, totalPages: Math.ceil(total / query.limit), currentPage: query.page };
  }

  /**
   * Every entry the filters match as CSV, a batch at a time, all read in one snapshot (ADR 042): the
   * log as it was when the export was asked, its count too, however long the file takes. Recorded in
   * the history first, with who asked, the filters and that count, as the list's export is; the
   * entry itself is not in the file (the snapshot is older). A third export at once is refused (429).
   */
  async export(filters: ActivityFilters, actor: Actor): Promise<Readable> {
    const where = activityFilterOf(filters, this.timeZone);
    const snapshot = await openExportSnapshot(this.db, actor.id);
    try {
      const total = await snapshot.read((tx) => countOf(tx, where));
      await recordExport(this.db, actor, await this.exportDetail(filters, total));
    } catch (error) {
      snapshot.release();
      throw error;
    }
    return releasedWith(activityCsv(snapshot, where, this.timeZone), snapshot);
  }

  /** The history's words for an export of the log: how many entries, whose and which days. */
  private async exportDetail(filters: ActivityFilters, count: number): Promise<string> {
    const narrowed = [
      filters.actor && `staff ${await this.staffName(filters.actor)}`,
      filters.from && `from ${filters.from}`,
      filters.to && `until ${filters.to}`,
    ].filter(Boolean);
    const which = narrowed.length ? narrowed.join(', ') : 'all activity';
    return `Activity log export of ${count.toLocaleString('en')} ${count === 1 ? 'entry' : 'entries'} (${which})`;
  }

  /** The staff member as the log last names them; their id when it names them nowhere. */
  private async staffName(actorId: string): Promise<string> {
    const [named] = await this.db.select({ name: h.actorName }).from(h).where(eq(h.actorId, actorId)).orderBy(...NEWEST_FIRST).limit(1);
    return named?.name ?? actorId;
  }
}
