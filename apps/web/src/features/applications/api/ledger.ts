import { API, LedgerSchema, type Ledger, type LedgerEntryInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { remoteData } from '../../../lib/remote-data';

/** The ledger has its own tag: an entry changes it, the history and the dashboard's figures, not the application (ADR 051). */
const LEDGER_TAG = 'Ledger';
const ledgerTagged = api.enhanceEndpoints({ addTagTypes: [LEDGER_TAG] });
const ledgerOf = (id: string) => ({ type: LEDGER_TAG, id }) as const;
const recorded = (id: string) => [ledgerOf(id), { type: 'History', id }, { type: 'Messages', id }, { type: 'Dashboard' }] as const;

const ledgerApi = ledgerTagged.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<Ledger, string>({
      query: (id) => ({ path: API.applications.ledger(id) }),
      rawResponseSchema: LedgerSchema,
      providesTags: (_answer, _error, id) => [ledgerOf(id)],
    }),
    /** A payment gets its receipt number and its email to the applicant; above the legal cap the server asks for `confirm` first. */
    addLedgerEntry: build.mutation<Ledger, { id: string } & LedgerEntryInput>({
      query: ({ id, ...entry }) => ({ path: API.applications.ledger(id), method: 'POST', body: entry }),
      rawResponseSchema: LedgerSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [...recorded(id)]),
    }),
    reverseLedgerEntry: build.mutation<Ledger, { id: string; entryId: string; reason: string }>({
      query: ({ id, entryId, reason }) => ({ path: API.applications.reverseEntry(id, entryId), method: 'POST', body: { reason } }),
      rawResponseSchema: LedgerSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [...recorded(id)]),
    }),
  }),
});

export const { useAddLedgerEntryMutation, useReverseLedgerEntryMutation } = ledgerApi;
export const useLedger = (id: string) => remoteData(ledgerApi.useGetLedgerQuery(id));
export { useFees } from '../../../lib/fees';

/** The server's 409 above the legal cap: the cap, the total the entry would make and the excess, for the confirmation. */
export interface OverCap {
  cap: { country: string; amount: number; currency: string };
  total: number;
  excess: number;
}

export function overCapOf(error: unknown): OverCap | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as Partial<OverCap>;
  return body.cap && typeof body.total === 'number' && typeof body.excess === 'number' ? { cap: body.cap, total: body.total, excess: body.excess } : null;
}
