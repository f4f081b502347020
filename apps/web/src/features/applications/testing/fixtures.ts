import {
  API,
  DEFAULT_FEES_SETTINGS,
  DEFAULT_STAGES,
  DOCUMENT_SLOT_KEYS,
  MB,
  type Application,
  type ApplicationListResponse,
  type ApplicationWithJourney,
  type DocumentSlotKey,
  type HistoryEntry,
  type Journey,
  type StagesAnswer,
} from '@visadesk/contract';
import { VALID_APPLICANT } from './applicant-form';
import { jsonResponse } from '../../../testing/http';

export const MEERA_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

const NO_FILES = Object.fromEntries(DOCUMENT_SLOT_KEYS.map((key) => [key, ''])) as Record<DocumentSlotKey, string>;

/**
 * Where Meera stands: at the interview since the day she registered, moved there by Asha, the steps
 * before it done that day (the default list's visible steps, as the server answers them).
 */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return {
    stage: 'interview',
    since: '2025-03-01',
    due: '2025-03-08',
    overdue: false,
    events: [{ stage: 'interview', name: 'Interview', on: '2025-03-01', by: 'Asha Owner', note: '' }],
    timeline: [
      { name: 'Demand letter and power of attorney', names: { ne: 'माग पत्र र अख्तियारनामा', ur: 'ڈیمانڈ لیٹر اور مختار نامہ' }, done: '2025-03-01', current: false },
      { name: 'Interview', names: { ne: 'अन्तर्वार्ता', ur: 'انٹرویو' }, done: null, current: true },
      { name: 'Medical check-up', names: { ne: 'स्वास्थ्य परीक्षण', ur: 'طبی معائنہ' }, done: null, current: false },
    ],
    ...overrides,
  };
}

/**
 * An application as the server answers it (the one-application call with its journey; the list
 * ignores the journey); every test starts from Meera's and changes what it needs.
 */
export function anApplication(overrides: Partial<ApplicationWithJourney> = {}): ApplicationWithJourney {
  return {
    _id: MEERA_ID,
    // What the form sends for Meera, as the server stores it (passport and email normalised).
    ...VALID_APPLICANT,
    sex: 'Female',
    passport: 'P1234567',
    email: 'meera@example.com',
    image: `/api/files/${'c'.repeat(24)}?exp=1&sig=photo`,
    imageThumb: `/api/files/${'d'.repeat(24)}?exp=1&sig=thumb`,
    imageOriginal: `/api/files/${'e'.repeat(24)}?exp=1&sig=original`,
    ...NO_FILES,
    documents: {},
    extraDocuments: [],
    isAdmin: false,
    stage: 'interview',
    stageSince: '2025-03-01',
    stageDue: '2025-03-08',
    journey: aJourney(),
    isStatus: 'pending',
    statusReason: '',
    pending: '2025-03-01',
    approve: '',
    createdAt: '2025-03-01T09:30:00.000Z',
    updatedAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** The stages as Settings answer them (ADR 049): the shipped list, no list of a country's own. */
export function theStages(overrides: Partial<StagesAnswer> = {}): StagesAnswer {
  return {
    stages: DEFAULT_STAGES.map((stage) => ({ ...stage, names: { ...stage.names }, documents: [...stage.documents] })),
    byCountry: {},
    applications: {},
    ...overrides,
  };
}

export function aListOf(
  applications: Application[],
  { totalPages = applications.length > 0 ? 1 : 0, currentPage = 1 } = {},
): ApplicationListResponse {
  return { applications, totalApplication: applications.length, totalPages, currentPage };
}

export function aHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    _id: 'f'.repeat(24),
    applicationId: MEERA_ID,
    action: 'created',
    detail: 'Application created',
    reason: '',
    actorName: 'Asha Owner',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A file of the given type whose reported size is `bytes`, without allocating them. */
export function aFile(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

export const TOO_BIG_FOR_ADD = 10 * MB + 1;
export const TOO_BIG_FOR_EDIT = 2 * MB + 1;

/** The ledger panel's calls on the application's page (ledger.test.tsx): nothing charged yet, the shipped fee settings. */
export function noLedgerRoutes(id: string = MEERA_ID) {
  return {
    [`GET ${API.applications.ledger(id)}`]: () => jsonResponse({ entries: [], balance: {}, serviceFee: null }),
    [`GET ${API.fees}`]: () => jsonResponse(DEFAULT_FEES_SETTINGS),
  };
}
