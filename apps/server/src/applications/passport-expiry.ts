import { sql, type SQL } from 'drizzle-orm';
import {
  addDays,
  daysBetween,
  DASHBOARD_EXPIRING_MAX,
  isCalendarDate,
  PASSPORT_EXPIRY_HORIZON_DAYS,
  PASSPORT_EXPIRY_THRESHOLDS,
  type ApplicationStatus,
  type ExpiringPassports,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications, passportExpiryNotices } from '../db/schema.ts';

/**
 * Passports by expiry: the dashboard's list and the crossings the staff's daily digest
 * reports. Expiries are YYYY-MM-DD text, so comparing them as text compares the days; both read
 * `applications_passport_expiry_idx`, whose predicate (`<> ''`) each query repeats word for word.
 */

/** An application whose passport the dashboard or the digest names: never its number, the birth date or the national id. */
export interface ExpiringRow {
  id: string;
  givenN: string;
  surname: string;
  passportExpiry: string;
  isStatus: ApplicationStatus;
}

const KNOWN = sql`${applications.passportExpiry} <> ''`;
const COLUMNS = sql`${applications.id} as "id", ${applications.givenN} as "givenN", ${applications.surname} as "surname",
  ${applications.passportExpiry} as "passportExpiry", ${applications.isStatus} as "isStatus"`;

/** The first page of the passports that lapse on or before `until`, expired ones included: soonest first, ties by id. */
export const expiringPageQuery = (until: string, limit: number): SQL => sql`select ${COLUMNS} from ${applications}
  where ${KNOWN} and ${applications.passportExpiry} <= ${until}
  order by ${applications.passportExpiry}, ${applications.id} limit ${limit}`;

export const expiringCountQuery = (until: string): SQL =>
  sql`select count(*)::int as "total" from ${applications} where ${KNOWN} and ${applications.passportExpiry} <= ${until}`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Days from `today` to the expiry: negative once it has passed. */
export const daysLeft = (today: string, expiry: string) => daysBetween(today, expiry);

/** The dashboard's list: within PASSPORT_EXPIRY_HORIZON_DAYS of the consultancy's `today`, with how many there are in all. */
export async function expiringPassports(db: Database, today: string): Promise<ExpiringPassports> {
  const until = addDays(today, PASSPORT_EXPIRY_HORIZON_DAYS);
  const [page, count] = await Promise.all([
    db.execute(expiringPageQuery(until, DASHBOARD_EXPIRING_MAX)),
    db.execute(expiringCountQuery(until)),
  ]);
  // A day the calendar lacks (only a hand-made backup could hold one) has no days left to show.
  const listed = rowsOf<ExpiringRow>(page).filter((row) => isCalendarDate(row.passportExpiry));
  return {
    applications: listed.map((row) => ({
      _id: row.id,
      applicantName: `${row.givenN} ${row.surname}`.trim(),
      passportExpiry: row.passportExpiry,
      daysLeft: daysLeft(today, row.passportExpiry),
      isStatus: row.isStatus,
    })),
    total: rowsOf<{ total: number }>(count)[0]?.total ?? 0,
  };
}

/**
 * The statement behind recordCrossings: records every threshold a passport has crossed by `today`
 * (its days left at or below it) not yet recorded for that application and expiry, and answers the
 * applications it recorded any for, soonest first.
 */
export function crossingsStatement(today: string): SQL {
  const thresholds = sql.join(PASSPORT_EXPIRY_THRESHOLDS.map((days) => sql`(${days}::int, ${addDays(today, days)}::text)`), sql`, `);
  const widest = addDays(today, Math.max(...PASSPORT_EXPIRY_THRESHOLDS));
  const a = applications;
  const n = passportExpiryNotices;
  return sql`
    with crossed as (
      insert into ${n} (application_id, passport_expiry, threshold)
      select ${a.id}, ${a.passportExpiry}, t.threshold
      from ${a} join (values ${thresholds}) as t(threshold, last_day) on ${a.passportExpiry} <= t.last_day
      where ${KNOWN} and ${a.passportExpiry} <= ${widest}
        and not exists (select 1 from ${n} r
          where r.application_id = ${a.id} and r.passport_expiry = ${a.passportExpiry} and r.threshold = t.threshold)
      on conflict do nothing
      returning application_id
    )
    select ${COLUMNS} from ${a}
    where ${a.id} in (select application_id from crossed)
    order by ${a.passportExpiry}, ${a.id}`;
}

/**
 * Records the crossings of `today` (crossingsStatement) and answers the applications that had any.
 * One statement, inserting on conflict do nothing: of two instances recording at once, only one gets
 * a crossing back.
 */
export async function recordCrossings(tx: Tx, today: string): Promise<ExpiringRow[]> {
  return rowsOf<ExpiringRow>(await tx.execute(crossingsStatement(today)));
}
