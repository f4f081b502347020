import { API, type Demand, type DemandInput } from '@visadesk/contract';
import { SUPER_ADMIN } from './staff.ts';

/**
 * A demand letter with two positions, open, as an agency writes one: a Latin title and a Devanagari
 * one, a pre-approval number, terms in yes/no and the agency's own words. `word` keeps the
 * employer's name this caller's own.
 */
export function openDemandInput(word: string, overrides: Partial<DemandInput> = {}): DemandInput {
  return {
    employer: { name: `Al Noor Steel ${word}`, country: 'QA', city: 'Doha' },
    positions: [
      { title: 'Welder', quota: 12, salary: { amount: 140_000, currency: 'QAR' }, hours: '8 hours, 6 days', food: 'yes', accommodation: 'yes', ticket: 'One way paid', contractYears: 2, skills: '6G welding' },
      { title: 'वेल्डर सहायक', quota: 10, salary: { amount: 110_000, currency: 'QAR' }, food: 'no', accommodation: 'yes', ticket: 'yes', contractYears: 2 },
    ],
    approvalNo: 'DoFE-2026-4471',
    approvalDate: '2026-11-02',
    interview: { date: '2099-12-10', place: 'Kathmandu office' },
    closes: '2099-12-31',
    state: 'open',
    ...overrides,
  };
}

/**
 * Adds a demand through the API as the test server's super admin, with plain `fetch` so journeys
 * (pass the page's `baseURL`) and benchmarks (bench/pages.ts) can both call it. Answers the demand.
 */
export async function addDemand(baseURL: string, input: DemandInput): Promise<Demand> {
  const login = await fetch(`${baseURL}${API.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SUPER_ADMIN.email, password: SUPER_ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Signing in as the super admin answered ${login.status}.`);
  const { token } = (await login.json()) as { token: string };
  const added = await fetch(`${baseURL}${API.demands.add}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(input),
  });
  if (added.status !== 201) throw new Error(`Adding the demand answered ${added.status}: ${await added.text()}`);
  return (await added.json()) as Demand;
}
