import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApplicationFilters, ApplicationSort } from '@visadesk/contract';
import { applications as a } from '../db/schema.ts';
import { dayBounds } from '../lib/calendar-days.ts';

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every search word must appear somewhere: "Meera Patel", "patel meera" and "NP 123 4567" all match. */
function searchWords(search: string): SQL[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((word) => sql`${a.searchText} like ${`%${escapeLike(word)}%`}`);
}

/** The conditions of the search and filters given, or undefined when nothing narrows the list. */
export function filterOf(filters: ApplicationFilters, timeZone: string): SQL | undefined {
  const conditions = searchWords(filters.search);
  if (filters.status) conditions.push(sql`${a.isStatus} = ${filters.status}`);
  // Lower-cased by the database on both sides, as the index is (and as the enquiry compares).
  if (filters.nationality) conditions.push(sql`lower(${a.currentN}) = lower(${filters.nationality})`);
  if (filters.jobTitle) conditions.push(sql`${a.jobTitle} = ${filters.jobTitle}`);
  conditions.push(...withinDays(a.createdAt, filters.createdFrom, filters.createdTo, timeZone));
  return conditions.length ? and(...conditions) : undefined;
}

/** A time column within a filter's days (YYYY-MM-DD in `timeZone`, '' for no bound): the list's registration days, the activity log's days. */
export function withinDays(column: AnyPgColumn, first: string, last: string, timeZone: string): SQL[] {
  const { from, before } = dayBounds(first, last, timeZone);
  return [
    ...(from ? [sql`${column} >= ${from.toISOString()}::timestamptz`] : []),
    ...(before ? [sql`${column} < ${before.toISOString()}::timestamptz`] : []),
  ];
}

/** Only the status narrows the list: its total is that status's counter. */
export function onlyStatus(filters: ApplicationFilters): boolean {
  return Boolean(filters.status) && !filters.search.trim() && !filters.nationality && !filters.jobTitle && !filters.createdFrom && !filters.createdTo;
}

/**
 * What each order sorts by, and which way its index runs: an order is read from its index forwards
 * or backwards, so each direction names its nulls where the index has them (the columns hold none).
 */
const KEYS = {
  createdAt: { key: sql`${a.createdAt}`, cast: sql`timestamptz`, indexDescending: true },
  surname: { key: sql`lower(${a.surname}) collate "C"`, cast: sql`text`, indexDescending: false },
  approve: { key: sql`${a.approve}`, cast: sql`text`, indexDescending: false },
  pending: { key: sql`${a.pending}`, cast: sql`text`, indexDescending: false },
} as const;

export interface Order {
  /** The sort expression, e.g. `lower(surname) collate "C"`. */
  key: SQL;
  /** Its type, for a cursor read back as text. */
  cast: SQL;
  descending: boolean;
  /** `desc nulls last` and the like, for the key and the id after it. */
  direction: SQL;
}

export function orderOf(sort: ApplicationSort): Order {
  const descending = sort.startsWith('-');
  const { key, cast, indexDescending } = KEYS[sort.replace(/^-/, '') as keyof typeof KEYS];
  const nulls = descending === indexDescending ? 'nulls last' : 'nulls first';
  return { key, cast, descending, direction: sql.raw(`${descending ? 'desc' : 'asc'} ${nulls}`) };
}

/** Where a page of an export resumes: the key (as text) and id of the last row written. */
export interface Cursor {
  key: string;
  id: string;
}

/** The rows after `cursor` in `order` (a row comparison the order's index answers as a range). */
export function after(order: Order, cursor: Cursor): SQL {
  const beyond = order.descending ? sql`<` : sql`>`;
  return sql`(${order.key}, ${a.id}) ${beyond} (${cursor.key}::${order.cast}, ${cursor.id})`;
}
