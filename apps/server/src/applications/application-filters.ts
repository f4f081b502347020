import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { latinDigits, type ApplicationFilters, type ApplicationSort } from '@visadesk/contract';
import { applications as a } from '../db/schema.ts';
import { dayBounds } from '../lib/calendar-days.ts';

/** A search term made literal inside a LIKE pattern: its backslash, `%` and `_` escaped. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const contains = (digitsOrWord: string) => sql`${a.searchText} like ${`%${escapeLike(digitsOrWord)}%`}`;

/** Only digits and what people put between them in a phone number, with at least six digits. */
const PHONE_LIKE = /^[+\d\s().\-/]+$/;

/**
 * A search that reads as a phone number, typed any way ("9812345678", "+977 981-2345678", "00977…",
 * in Devanagari digits), as one run of digits; a leading 00 (the international prefix) may be the
 * number's own start, so both are tried. Null when the search is not a phone number.
 */
function phoneSearch(search: string): SQL | null {
  if (!PHONE_LIKE.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return digits.startsWith('00') ? sql`(${contains(digits)} or ${contains(digits.slice(2))})` : contains(digits);
}

/**
 * Every search word must appear somewhere: "Meera Patel", "patel meera" and "NP 123 4567" all match;
 * a phone number is searched whole. Digits in other scripts are read as 0-9.
 */
function searchWords(search: string): SQL[] {
  const typed = latinDigits(search).trim().toLowerCase();
  const phone = phoneSearch(typed);
  if (phone) return [phone];
  return typed.split(/\s+/).filter(Boolean).slice(0, 8).map(contains);
}

/** Today as YYYY-MM-DD in the agency's time zone: what "overdue" is measured against. */
export const todayIn = (timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** The conditions of the search and filters given, or undefined when nothing narrows the list. */
export function filterOf(filters: ApplicationFilters, timeZone: string, today = todayIn(timeZone)): SQL | undefined {
  const conditions = searchWords(filters.search);
  if (filters.status) conditions.push(sql`${a.isStatus} = ${filters.status}`);
  // Lower-cased by the database on both sides, as the index is (and as the enquiry compares).
  if (filters.nationality) conditions.push(sql`lower(${a.currentN}) = lower(${filters.nationality})`);
  if (filters.jobTitle) conditions.push(sql`${a.jobTitle} = ${filters.jobTitle}`);
  if (filters.stage) conditions.push(sql`${a.stage} = ${filters.stage}`);
  // Past the due day in the agency's time zone (applications_stage_due_idx holds only those with one).
  if (filters.overdue === 'true') conditions.push(sql`${a.stageDue} <> '' and ${a.stageDue} < ${today}`);
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
  return Boolean(filters.status) && !filters.search.trim() && !filters.nationality && !filters.jobTitle && !filters.createdFrom && !filters.createdTo
    && !filters.stage && filters.overdue !== 'true';
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
  stageSince: { key: sql`${a.stageSince}`, cast: sql`text`, indexDescending: false },
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
