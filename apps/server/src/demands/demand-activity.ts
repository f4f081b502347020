import type { demands } from '../db/schema.ts';

type DemandRow = typeof demands.$inferSelect;

/** A demand as the activity log names it: its employer and country. */
export const named = (row: Pick<DemandRow, 'employerName' | 'employerCountry'>) => `${row.employerName} (${row.employerCountry})`;

const PARTS: [string, (row: Omit<DemandRow, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>) => unknown][] = [
  ['employer', (r) => [r.employerName, r.employerCountry, r.employerCity]],
  ['positions', (r) => r.positions],
  ['pre-approval', (r) => [r.approvalNo, r.approvalDate]],
  ['interview', (r) => [r.interviewDate, r.interviewPlace]],
  ['closing date', (r) => r.closes],
];

/** What an update changed, for the activity log: the state's move in full, the other parts by name. */
export function changedParts(before: DemandRow, after: Omit<DemandRow, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>): string {
  const parts = PARTS.filter(([, read]) => JSON.stringify(read(before)) !== JSON.stringify(read(after))).map(([name]) => name);
  if (before.state !== after.state) parts.push(`state ${before.state} → ${after.state}`);
  return parts.length ? parts.join(', ') : 'saved without changes';
}

