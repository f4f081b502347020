import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { applications } from '../src/db/schema.ts';
import { bulkInsert } from '../src/seed/bulk-insert.ts';

export type ListRow = typeof applications.$inferInsert;

/** The n-th test row's id: 24 hex digits, in the order the rows are numbered. */
export const rowId = (n: number) => n.toString(16).padStart(24, '0');

/**
 * Applications written straight to the table, each field chosen by the test (dates and statuses
 * the API sets itself included), with the status counters set to match: the list's filters and
 * orders are about stored rows, and the API would take a photo and seconds for each.
 */
export async function insertRows(db: Database, rows: (Partial<ListRow> & { id: string })[]): Promise<void> {
  const base = (row: Partial<ListRow> & { id: string }): ListRow => ({
    surname: 'Sharma', givenN: 'Anita', sex: 'Female', dob: '1992-04-17', birthCity: 'Pokhara', currentN: 'Nepal',
    identification: 'Mole on left cheek', nationalId: `NID-${row.id}`, company: 'Maple Foods Ltd', dutyDuration: '2 years',
    jobTitle: 'Cook', salary: '1200 USD', passport: `PA${row.id.slice(-9)}`.toUpperCase(), issuedCountry: 'Nepal',
    phone: '9812345678', phoneCode: '977', email: `applicant.${row.id}@example.com`, language: 'en', isAdmin: false, isStatus: 'pending', statusReason: '',
    pending: '2026-01-01', approve: '', createdAt: new Date('2026-01-01T00:00:00Z'), updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...row,
    searchText: `${row.passport ?? `PA${row.id.slice(-9)}`} ${row.surname ?? 'Sharma'} ${row.givenN ?? 'Anita'} ${row.email ?? ''}`.toLowerCase(),
  });
  for (let from = 0; from < rows.length; from += 1000) await bulkInsert(db, applications, rows.slice(from, from + 1000).map(base));
  await db.execute(sql`update application_stats s set count = (select count(*)::int from applications a where a.is_status = s.status)`);
  await db.execute(sql`analyze applications`);
}
