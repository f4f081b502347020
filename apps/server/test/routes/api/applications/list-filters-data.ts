import type { ListRow } from '../../../list-rows.ts';
import { rowId } from '../../../list-rows.ts';

/**
 * Eleven applications whose filters and orders a reader can check by eye. `n` is the row's number
 * (its id is rowId(n)); times are UTC. Row 5's nationality was saved in lower case before the
 * country list (ADR 020); row 8 was approved, then set back to pending, and keeps its approve date;
 * rows 6 and 7 share a surname, 7 and 9 an approve date, 6 and 7 a collect date.
 */
const TABLE: [n: number, surname: string, currentN: string, jobTitle: string, status: ListRow['isStatus'], createdAt: string, pending: string, approve: string][] = [
  [1, 'Adhikari', 'Nepal', 'Cook', 'pending', '2026-01-05T10:00:00Z', '2026-01-05', ''],
  [2, 'bista', 'Nepal', 'Cook', 'approved', '2026-01-10T10:00:00Z', '2026-01-10', '2026-02-01'],
  [3, 'Chowdhury', 'Bangladesh', 'Cook', 'pending', '2026-01-31T23:30:00Z', '2026-01-31', ''],
  [4, 'Das', 'India', 'Cleaner', 'rejected', '2026-02-01T00:00:00Z', '2026-02-01', ''],
  [5, 'Gurung', 'nepal', 'Cook', 'pending', '2026-02-14T12:00:00Z', '2026-02-14', ''],
  [6, 'Thapa', 'Nepal', 'Worker', 'pending', '2026-02-20T08:00:00Z', '2026-03-01', ''],
  [7, 'Thapa', 'Nepal', 'Cook', 'approved', '2026-03-01T09:00:00Z', '2026-03-01', '2026-03-20'],
  [8, 'Rai', 'Nepal', 'Cook', 'pending', '2026-03-02T09:00:00Z', '2026-03-02', '2026-02-25'],
  [9, 'Zaman', 'Bangladesh', 'Driving', 'approved', '2026-03-05T00:00:00Z', '2026-03-05', '2026-03-20'],
  [10, 'Sharma', 'India', 'Cook', 'rejected', '2026-03-10T00:00:00Z', '2026-03-10', ''],
  [11, 'Limbu', 'Nepal', 'Plumber', 'pending', '2026-02-28T20:00:00Z', '2026-02-28', ''],
];

/** Where each row is on its journey (ADR 049): its stage and the day it entered it; row 3 registered before the journey began. Rows 1 and 5 entered on one day. */
const JOURNEY: Record<number, [stage: string, stageSince: string]> = {
  1: ['medical', '2026-03-01'], 2: ['departure', '2026-02-20'], 3: ['', ''], 4: ['interview', '2026-02-05'], 5: ['medical', '2026-03-01'],
  6: ['visa', '2026-03-10'], 7: ['departure', '2026-03-25'], 8: ['medical', '2026-02-27'], 9: ['departure', '2026-03-30'],
  10: ['interview', '2026-03-12'], 11: ['visa', '2026-03-03'],
};

export const FILTER_ROWS = TABLE.map(([n, surname, currentN, jobTitle, isStatus, createdAt, pending, approve]) => ({
  id: rowId(n), surname, currentN, jobTitle, isStatus, pending, approve, createdAt: new Date(createdAt), updatedAt: new Date(createdAt),
  stage: JOURNEY[n]?.[0] ?? '', stageSince: JOURNEY[n]?.[1] ?? '',
}));

/** Each order of the eleven rows, by row number (worked out by hand from the table above). */
export const ORDERS: Record<string, number[]> = {
  '-createdAt': [10, 9, 8, 7, 11, 6, 5, 4, 3, 2, 1],
  createdAt: [1, 2, 3, 4, 5, 6, 11, 7, 8, 9, 10],
  // Case aside ("bista"); the two Thapas by id.
  surname: [1, 2, 3, 4, 5, 11, 8, 10, 6, 7, 9],
  '-surname': [9, 7, 6, 10, 8, 11, 5, 4, 3, 2, 1],
  // No approve date is the lowest: first ascending, last descending; rows 7 and 9 tie on 2026-03-20.
  approve: [1, 3, 4, 5, 6, 10, 11, 2, 8, 7, 9],
  '-approve': [9, 7, 8, 2, 11, 10, 6, 5, 4, 3, 1],
  pending: [1, 2, 3, 4, 5, 11, 6, 7, 8, 9, 10],
  '-pending': [10, 9, 8, 7, 6, 11, 5, 4, 3, 2, 1],
  // No stage yet (row 3) is the lowest; rows 1 and 5 tie on 2026-03-01.
  stageSince: [3, 4, 2, 8, 1, 5, 11, 6, 10, 7, 9],
  '-stageSince': [9, 7, 10, 6, 11, 5, 1, 8, 2, 4, 3],
};

/** Query strings and the rows they find, newest first unless they say otherwise. */
export const FILTERS: [query: string, rows: number[]][] = [
  ['status=pending', [8, 11, 6, 5, 3, 1]],
  ['stage=medical', [8, 5, 1]],
  ['stage=departure&sort=stageSince', [2, 7, 9]],
  ['status=Approved', [9, 7, 2]],
  ['status=rejected', [10, 4]],
  // Read as the form saves it, matched in any case: "Nepali" is Nepal, and row 5's "nepal" matches.
  ['nationality=Nepali', [8, 7, 11, 6, 5, 2, 1]],
  ['nationality=NP', [8, 7, 11, 6, 5, 2, 1]],
  ['nationality=bangladesh', [9, 3]],
  ['nationality=Canada', []],
  ['jobTitle=cook', [10, 8, 7, 5, 3, 2, 1]],
  ['jobTitle=Caring%20Operator', []],
  ['createdFrom=2026-02-01&createdTo=2026-02-28', [11, 6, 5, 4]],
  ['createdFrom=2026-02-01&createdTo=2026-02-01', [4]],
  ['createdFrom=2026-02-01', [10, 9, 8, 7, 11, 6, 5, 4]],
  ['createdFrom=2026-03-02', [10, 9, 8]],
  ['createdTo=2026-01-10', [2, 1]],
  ['status=pending&jobTitle=Cook&nationality=Nepal', [8, 5, 1]],
  ['status=approved&createdFrom=2026-03-01', [9, 7]],
  ['search=thapa&jobTitle=Worker', [6]],
  ['search=thapa&status=approved', [7]],
  ['status=pending&sort=surname', [1, 3, 5, 11, 8, 6]],
  ['nationality=Nepal&sort=-approve', [7, 8, 2, 11, 6, 5, 1]],
  ['jobTitle=Cook&sort=pending', [1, 2, 3, 5, 7, 8, 10]],
  ['status=pending&createdTo=2026-02-20&sort=createdAt', [1, 3, 5, 6]],
  // Every filter the desk's list offers at once, in each order its headers sort by ("anita" is every row's given name).
  ['search=anita&status=pending&nationality=Nepal&jobTitle=Cook', [8, 5, 1]],
  ['search=anita&status=pending&nationality=Nepal&jobTitle=Cook&sort=surname', [1, 5, 8]],
  ['search=anita&status=pending&nationality=Nepal&jobTitle=Cook&sort=-surname', [8, 5, 1]],
  ['search=rai&status=pending&nationality=Nepal&jobTitle=Cook', [8]],
  ['search=anita&jobTitle=Cook&sort=-surname', [7, 10, 8, 5, 3, 2, 1]],
];
