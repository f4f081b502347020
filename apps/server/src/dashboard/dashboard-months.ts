import { sql, type SQL } from 'drizzle-orm';
import { DASHBOARD_MONTHS, type MonthFigures } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { startOfDay } from '../lib/calendar-days.ts';

/** The months of the chart as YYYY-MM, oldest first, ending with the month of `today` (YYYY-MM-DD). */
export function lastMonths(today: string, count = DASHBOARD_MONTHS): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Registrations per month of the office's calendar since `firstDay` (applications_created_idx). */
export function registeredQuery(firstDay: string, timeZone: string): SQL {
  return sql`
    select to_char(created_at at time zone ${timeZone}, 'YYYY-MM') as month, count(*)::int as count
    from applications where created_at >= ${startOfDay(firstDay, timeZone).toISOString()}::timestamptz
    group by 1`;
}

/** Approvals per month of VISA APPROVE DATE since `firstDay`, of the applications still approved (applications_approve_idx). */
export function approvedQuery(firstDay: string): SQL {
  return sql`
    select substr(approve, 1, 7) as month, count(*)::int as count
    from applications where approve >= ${firstDay} and is_status = 'approved'
    group by 1`;
}

const rowsOf = (result: unknown) => (result as { rows: { month: string; count: number }[] }).rows;

/**
 * The dashboard's chart: per month of the consultancy's calendar, the applications
 * registered then and the applications approved then (VISA APPROVE DATE, of those still approved).
 * Each count reads its own index over a year of rows, never the whole table (list-plan.test.ts).
 */
export async function monthlyFigures(db: Database, today: string, timeZone: string): Promise<MonthFigures[]> {
  const months = lastMonths(today);
  const firstDay = `${months[0]}-01`;
  const [registered, approved] = await Promise.all([db.execute(registeredQuery(firstDay, timeZone)), db.execute(approvedQuery(firstDay))]);
  const countsOf = (result: unknown) => new Map(rowsOf(result).map((row) => [row.month, row.count]));
  const [byRegistration, byApproval] = [countsOf(registered), countsOf(approved)];
  return months.map((month) => ({ month, registered: byRegistration.get(month) ?? 0, approved: byApproval.get(month) ?? 0 }));
}
