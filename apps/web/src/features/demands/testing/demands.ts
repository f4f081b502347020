import { DEFAULT_STAGES, type Callback, type Demand, type DemandList, type StagesAnswer } from '@visadesk/contract';

export const DEMAND_ID = 'd'.repeat(24);
export const WELDER_ID = '1'.repeat(24);
export const HELPER_ID = '2'.repeat(24);

/** Al Noor Steel in Doha: two welders asked for and three linked (one over quota), ten helpers and none linked. */
export const AL_NOOR: Demand = {
  _id: DEMAND_ID,
  employer: { name: 'Al Noor Steel WLL', country: 'Qatar', city: 'Doha' },
  positions: [
    { _id: WELDER_ID, title: 'Welder', quota: 2, salary: { amount: 140_000, currency: 'QAR' }, hours: '8 hours, 6 days', food: 'yes', accommodation: 'no', ticket: 'One way', contractYears: 2, skills: '6G welding' },
    { _id: HELPER_ID, title: 'Helper', quota: 10, salary: { amount: 110_000, currency: 'QAR' }, hours: '', food: '', accommodation: '', ticket: '', contractYears: 2, skills: '' },
  ],
  approvalNo: 'DoFE-2026-4471',
  approvalDate: '2026-11-02',
  interview: { date: '2026-12-10', place: 'Kathmandu office' },
  closes: '2026-12-31',
  state: 'open',
  linked: { [WELDER_ID]: { total: 3, byStatus: { pending: 2, approved: 1 }, byStage: { medical: 2, '': 1 } } },
  enquiries: 4,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** A draft demand in Malaysia, nothing linked. */
export const BETA_FOODS: Demand = {
  ...AL_NOOR,
  _id: 'e'.repeat(24),
  employer: { name: 'Beta Foods Sdn Bhd', country: 'Malaysia', city: '' },
  positions: [{ ...AL_NOOR.positions[1]!, _id: '3'.repeat(24), title: 'Food packer', quota: 5, salary: { amount: 180_000, currency: 'MYR' } }],
  state: 'draft',
  closes: '2027-01-31',
  linked: {},
  enquiries: 0,
};

export const listOf = (demands: Demand[], totalDemands = demands.length): DemandList => ({ demands, totalDemands, totalPages: Math.max(1, Math.ceil(totalDemands / 10)), currentPage: 1 });

/** The agency's stages, the medical check-up renamed: the desk shows the agency's names. */
export const STAGES: StagesAnswer = {
  stages: DEFAULT_STAGES.map((stage) => ({ ...stage, archived: false, name: stage.id === 'medical' ? 'Medical examination' : stage.name })),
  byCountry: {},
  applications: {},
};

export const RAM: Callback = {
  _id: 'c'.repeat(24),
  demand: DEMAND_ID,
  position: WELDER_ID,
  positionTitle: 'Welder',
  employer: 'Al Noor Steel WLL',
  country: 'Qatar',
  name: 'Ram Bahadur Thapa',
  phone: '+9779841234567',
  language: 'ne',
  application: '',
  createdAt: '2026-11-28T09:30:00.000Z',
};

export const SITA: Callback = {
  ...RAM,
  _id: 'b'.repeat(24),
  name: 'Sita Rai',
  phone: '9841000000',
  language: 'en',
  application: 'a'.repeat(24),
  createdAt: '2026-11-27T09:30:00.000Z',
};
