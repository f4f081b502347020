import { seeded } from './seed.ts';

export const ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password 1' };

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  /** Staff routes carry the bench's Bearer token. */
  staff: boolean;
  /** A fresh request target each time, so caches and a single hot row do not flatter the figures. */
  path(count: number): string;
  body?: string;
  /** The goal (13.3) applies: at least 15% of the bare route, p99 under 10 ms at 500/s. */
  goal?: boolean;
  /** What the call can do at most by design; the fixed-load run is skipped when below it. */
  maxRate?: number;
}

const pick = (count: number) => 1 + Math.floor(Math.random() * count);

export const SCENARIOS: Scenario[] = [
  {
    name: 'enquiry (exact match)',
    method: 'GET',
    staff: false,
    goal: true,
    path: (count) => `/api/application/fetchApplicationEnquiry?limit=10&search=${seeded.passport(pick(count))}&search1=${seeded.nationality}&search2=${seeded.dob}`,
  },
  {
    name: 'list page (1-100)',
    method: 'GET',
    staff: true,
    path: () => `/api/application/fetchApplication?page=${pick(100)}&limit=10`,
  },
  {
    name: 'list search',
    method: 'GET',
    staff: true,
    // Seven passport digits: ten applicants match, so the page and its total do real work.
    path: (count) => `/api/application/fetchApplication?page=1&limit=10&search=${searchTerm(count)}`,
  },
  {
    name: 'one application by id',
    method: 'GET',
    staff: true,
    goal: true,
    path: (count) => `/api/application/fetchApplication/${seeded.id(pick(count))}`,
  },
  {
    name: 'login (argon2id, OWASP cost)',
    method: 'POST',
    staff: false,
    path: () => '/api/users/login',
    body: JSON.stringify(ADMIN),
    // argon2id at 19 MiB and two passes, at most two at once (security/passwords.ts): ~110-170/s on 2 cores.
    maxRate: 200,
  },
];

function searchTerm(count: number): string {
  const tens = Math.max(1, Math.floor(count / 10));
  return seeded.passport(pick(tens) * 10).slice(0, 8).toLowerCase();
}
