import { API, type Callback, type Demand, type Position } from '@visadesk/contract';
import { jsonResponse } from '../../../testing/http';

export const DEMAND_ID = '0d0d0d0d0d0d0d0d0d0d0d01';
export const COOK_ID = '0a0a0a0a0a0a0a0a0a0a0a01';
export const WAITER_ID = '0a0a0a0a0a0a0a0a0a0a0a02';

export const OPEN_DEMANDS = `GET ${API.demands.list}`;

export function aPosition(overrides: Partial<Position> = {}): Position {
  return {
    _id: COOK_ID,
    title: 'Cook',
    quota: 10,
    salary: { amount: 180000, currency: 'QAR' },
    hours: '8 hours, 6 days a week',
    food: 'yes',
    accommodation: 'yes',
    ticket: 'yes',
    contractYears: 2,
    skills: '',
    ...overrides,
  };
}

/** An open demand of Al Safa Foods in Qatar for cooks (3 of 10 linked) and waiters (5 of 5: full). */
export function aDemand(overrides: Partial<Demand> = {}): Demand {
  return {
    _id: DEMAND_ID,
    employer: { name: 'Al Safa Foods', country: 'Qatar', city: 'Doha' },
    positions: [aPosition(), aPosition({ _id: WAITER_ID, title: 'Waiter', quota: 5 })],
    approvalNo: '',
    approvalDate: '',
    interview: { date: '', place: '' },
    closes: '2026-12-31',
    state: 'open',
    linked: {
      [COOK_ID]: { total: 3, byStatus: { pending: 3 }, byStage: {} },
      [WAITER_ID]: { total: 5, byStatus: { pending: 5 }, byStage: {} },
    },
    enquiries: 0,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The open demands call's answer: these demands. */
export function openDemandsAnswer(demands: Demand[]): () => Response {
  return () => jsonResponse({ demands, totalDemands: demands.length, totalPages: demands.length > 0 ? 1 : 0, currentPage: 1 });
}

/** The open demands call answering these demands. */
export function openDemands(demands: Demand[]) {
  return { [OPEN_DEMANDS]: openDemandsAnswer(demands) };
}

/**
 * The application form asks for the open demands beside the form: a test of the rest of the form
 * answers none, so no unexpected call shows a message it does not expect.
 */
export function noOpenDemands() {
  return openDemands([]);
}

/** A call-back request left by Ram Bahadur Thapa on the cooks' vacancy, not yet turned into an application. */
export function aCallback(overrides: Partial<Callback> = {}): Callback {
  return {
    _id: '0c0c0c0c0c0c0c0c0c0c0c01',
    demand: DEMAND_ID,
    position: COOK_ID,
    positionTitle: 'Cook',
    employer: 'Al Safa Foods',
    country: 'Qatar',
    name: 'Ram Bahadur Thapa',
    phone: '+9779841234567',
    language: 'ne',
    application: '',
    createdAt: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}
