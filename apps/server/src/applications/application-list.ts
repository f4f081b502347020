import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ApplicationFilters, ApplicationListQuery, ApplicationListResponse } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { applications, applicationStats } from '../db/schema.ts';
import type { Viewer } from './application-context.ts';
import type { ApplicationRow } from './application-row.ts';
import { after, filterOf, onlyStatus, orderOf, type Cursor, type Order } from './application-filters.ts';
import { present, type ReadContext } from './application-reads.ts';

/**
 * At most this many matches are sorted whole (read through the filter's index, then sorted); more
 * are found by walking the order's index and skipping what does not match. Walking finds a rare
 * value late when it sorts far from the start, which the planner cannot know (the 989 Bhutanese
 * applicants by surname on 1,000,000: 0.5 s walked, 2 ms sorted whole; bench/README.md, ADR 032).
 */
export const SORT_WHOLE_MAX = 10_000;

/** The count a total needs: none when the status counters hold it (nothing, or only the status, narrows the list). */
export function countQuery(filters: ApplicationFilters, where: SQL | undefined): SQL | null {
  return where && !onlyStatus(filters) ? sql`select count(*)::int as n from ${applications} where ${where}` : null;
}

/** How many applications match: the status counters when nothing else narrows the list, else counted. */
export async function totalOf(db: Database, filters: ApplicationFilters, where: SQL | undefined): Promise<number> {
  const counting = countQuery(filters, where);
  if (counting) return ((await db.execute(counting)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const [row] = where
    ? await db.select({ n: applicationStats.count }).from(applicationStats).where(eq(applicationStats.status, filters.status))
    : await db.select({ n: sql<number>`coalesce(sum(${applicationStats.count}), 0)::int` }).from(applicationStats);
  return row?.n ?? 0;
}

/** Few matches are sorted whole; the whole list, or many matches, are read in the order's index. */
export const sortsWhole = (where: SQL | undefined, total: number) => where !== undefined && total <= SORT_WHOLE_MAX;

export interface Slice {
  where: SQL | undefined;
  order: Order;
  /** Sort every match whole (few match) rather than walk the order's index. */
  sortWhole: boolean;
  limit: number;
  offset?: number;
  after?: Cursor;
}

const orderBy = (order: Order, key: SQL, id: SQL) => sql`${key} ${order.direction}, ${id} ${order.direction}`;

/**
 * The query for the ids of one page in order, with each one's sort key as text (an export's
 * cursor). Ids first, then the rows: the ids and every filtered column but the search text are in
 * the order's index, so skipping rows that do not match reads no table pages.
 */
export function idsQuery(slice: Slice): SQL {
  const { order } = slice;
  const where = and(slice.where, slice.after ? after(order, slice.after) : undefined);
  const condition = where ? sql`where ${where}` : sql``;
  const page = sql`limit ${slice.limit} offset ${slice.offset ?? 0}`;
  // `offset 0` keeps the planner from walking the order's index: it reads the matches the
  // cheapest way (the filter's index) and sorts them.
  return slice.sortWhole
    ? sql`select id, k as key from (select ${applications.id} as id, ${order.key} as kv, (${order.key})::text as k
        from ${applications} ${condition} offset 0) matches order by ${orderBy(order, sql`kv`, sql`id`)} ${page}`
    : sql`select ${applications.id} as id, (${order.key})::text as key from ${applications} ${condition}
        order by ${orderBy(order, order.key, sql`${applications.id}`)} ${page}`;
}

export async function idsOf(db: Database, slice: Slice): Promise<Cursor[]> {
  const result = await db.execute(idsQuery(slice));
  return (result as unknown as { rows: Cursor[] }).rows;
}

/**
 * The rows of `ids`, in that order: by the prepared statement, or by `snapshot`'s connection when
 * given (an export's transaction, ADR 042: a prepared statement runs on whichever connection is free).
 */
export async function rowsOf(ctx: ReadContext, ids: Cursor[], snapshot?: Database): Promise<ApplicationRow[]> {
  if (ids.length === 0) return [];
  const wanted = ids.map((entry) => entry.id);
  const rows = snapshot
    ? await snapshot.select().from(applications).where(sql`${applications.id} = any(${sql.param(wanted)})`)
    : await ctx.prepared.byIds.execute({ ids: wanted });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((entry) => byId.get(entry.id) ?? []);
}

async function pageRows(ctx: ReadContext, query: ApplicationListQuery, where: SQL | undefined, total: number): Promise<ApplicationRow[]> {
  const order = orderOf(query.sort);
  const offset = (query.page - 1) * query.limit;
  if (offset >= total) return [];
  // Nothing filtered: the order's index gives the page directly.
  if (!where) {
    return ctx.db.select().from(applications).orderBy(orderBy(order, order.key, sql`${applications.id}`)).limit(query.limit).offset(offset);
  }
  return rowsOf(ctx, await idsOf(ctx.db, { where, order, sortWhole: sortsWhole(where, total), limit: query.limit, offset }));
}

export async function listApplications(ctx: ReadContext, query: ApplicationListQuery, viewer: Viewer): Promise<ApplicationListResponse> {
  const where = filterOf(query, ctx.timeZone, ctx.today());
  const total = await totalOf(ctx.db, query, where);
  const rows = await pageRows(ctx, query, where, total);
  return {
    applications: await present(ctx, rows, viewer),
    totalApplication: total,
    totalPages: Math.ceil(total / query.limit),
    currentPage: query.page,
  };
}
