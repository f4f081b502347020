/**
 * What bench/list-plans.ts asks the list, on the applications bench/lib/list-seed.ts makes: each
 * filter and order alone, then the combinations staff ask for ("pending Cook
 * applications from Nepal") and the ones that are hard for an index (a rare value whose surnames
 * sort late, pending applications by VISA APPROVE DATE, which they have none of).
 */

const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/** A month and a year of registrations, ending some weeks ago (whole days, so the figures repeat). */
export const MONTH = `createdFrom=${day(90)}&createdTo=${day(61)}`;
export const YEAR = `createdFrom=${day(400)}&createdTo=${day(36)}`;
const PENDING_COOKS_FROM_NEPAL = 'status=pending&jobTitle=Cook&nationality=Nepal';

export const BASELINE = 'unfiltered, page 1';

export const LIST_SCENARIOS: readonly [name: string, query: string][] = [
  [BASELINE, ''],
  ['unfiltered, page 100', 'page=100'],
  ['search: seven passport digits (100 match)', 'search=p0001234'],
  ['status=pending (50%)', 'status=pending'],
  ['status=rejected (20%)', 'status=rejected'],
  ['nationality=Nepal (30%)', 'nationality=Nepal'],
  ['nationality=Bhutan (0.1%)', 'nationality=Bhutan'],
  ['jobTitle=Cook (10%)', 'jobTitle=Cook'],
  ['jobTitle=Manager (3%)', 'jobTitle=Manager'],
  ['registered in one month (0.8%)', MONTH],
  ['registered in one year (10%)', YEAR],
  ['sort=surname', 'sort=surname'],
  ['sort=-surname, page 100', 'sort=-surname&page=100'],
  ['sort=approve', 'sort=approve'],
  ['sort=-approve', 'sort=-approve'],
  ['sort=pending', 'sort=pending'],
  ['sort=-pending', 'sort=-pending'],
  ['sort=createdAt', 'sort=createdAt'],
  ['pending Cook applications from Nepal (1.5%)', PENDING_COOKS_FROM_NEPAL],
  ['  the same, latest approval first', `${PENDING_COOKS_FROM_NEPAL}&sort=-approve`],
  ['  the same, by surname, page 20', `${PENDING_COOKS_FROM_NEPAL}&sort=surname&page=20`],
  ['  the same, registered in one month', `${PENDING_COOKS_FROM_NEPAL}&${MONTH}`],
  ['Bhutan by surname (few: sorted whole)', 'nationality=Bhutan&sort=surname'],
  ['India by surname (many: surname index walked)', 'nationality=India&sort=surname'],
  ['pending, latest approval first', 'status=pending&sort=-approve'],
  ['approved in one month, latest approval first', `status=approved&${MONTH}&sort=-approve`],
  ['search "sharma" (4%) and status=approved', 'search=sharma&status=approved'],
  // The journey (ADR 049): one stage, the board's column (its longest waiting first), the overdue.
  ['stage=medical (5%)', 'stage=medical'],
  ['stage=departure (24%)', 'stage=departure'],
  ['stage=medical, longest in it first (the board)', 'stage=medical&sort=stageSince'],
  ['overdue=true', 'overdue=true'],
  ['overdue=true, longest in their stage first', 'overdue=true&sort=stageSince'],
  ['overdue=true and stage=medical', 'overdue=true&stage=medical'],
  ['sort=stageSince (longest in their stage first)', 'sort=stageSince'],
];

/** Exports timed whole: their CSV read to the end. */
export const EXPORT_SCENARIOS: readonly [name: string, query: string][] = [
  ['approved in one month', `status=approved&${MONTH}`],
  ['pending Cook applications from Nepal', PENDING_COOKS_FROM_NEPAL],
  ['Bhutan by surname', 'nationality=Bhutan&sort=surname'],
];
