import { screen, within } from '@testing-library/react';
import { API, DEFAULT_FEES_SETTINGS, LEDGER_MESSAGES as M, type Ledger, type LedgerEntry } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { anApplication, MEERA_ID, theStages } from '../testing/fixtures';
import { renderDesk } from '../testing/render-desk';

const PATH = `/updateApplicationView/${MEERA_ID}`;
const LEDGER = API.applications.ledger(MEERA_ID);
const CAP = { country: 'Malaysia', amount: 1_000_000, currency: 'NPR' };

const anEntry = (n: number, overrides: Partial<LedgerEntry>): LedgerEntry => ({
  _id: `${n}`.repeat(24), kind: 'charge', label: 'Service fee', amount: 1_000_000, currency: 'NPR', on: '2025-03-01', by: 'Ravi Staff', at: '2025-03-01T10:00:00.000Z', ...overrides,
});
const CHARGE = anEntry(1, {});
const PAYMENT = anEntry(2, { kind: 'payment', amount: 600_000, method: 'wallet', reference: 'ESW-7781', receiptNo: '2025-000014', on: '2025-03-02' });
const LEDGER_ANSWER: Ledger = { entries: [CHARGE, PAYMENT], balance: { NPR: 400_000 }, serviceFee: { cap: CAP, charged: 1_000_000, paid: 600_000, over: false } };

async function openLedger(routes: Record<string, () => Response> = {}) {
  const fetchMock = mockApi({
    [`GET ${API.applications.one(MEERA_ID)}`]: () => jsonResponse(anApplication()),
    [`GET ${API.applicationHistory(MEERA_ID)}`]: () => jsonResponse([]),
    [`GET ${API.applicationMessages(MEERA_ID)}`]: () => jsonResponse({ mailConfigured: true, whatsApp: null, messages: [] }),
    [`GET ${API.stages}`]: () => jsonResponse(theStages()),
    [`GET ${API.documentLabels}`]: () => jsonResponse({ documentLabels: [] }),
    [`GET ${API.applications.documentRequests(MEERA_ID)}`]: () => jsonResponse({ requests: [], toReview: 0 }),
    [`GET ${API.fees}`]: () => jsonResponse(DEFAULT_FEES_SETTINGS),
    [`GET ${LEDGER}`]: () => jsonResponse(LEDGER_ANSWER),
    ...routes,
  });
  const { user } = renderDesk(PATH);
  const panel = within(await screen.findByRole('region', { name: 'Fees and payments' }));
  await panel.findByRole('table', { name: 'Entries' });
  return { panel, fetchMock, user };
}

const bodyOf = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body));

describe('fees and payments on the application (ADR 051)', () => {
  it('shows the balance, the legal cap, every entry with who took it and the receipt to print', async () => {
    const { panel } = await openLedger();
    expect(panel.getByLabelText('Balance')).toHaveTextContent(/Owed by the worker: NPR\s4,000\.00/);
    expect(panel.getByLabelText('Balance')).toHaveTextContent(/Service fee for Malaysia: at most NPR\s10,000\.00; charged NPR\s10,000\.00, paid NPR\s6,000\.00\./);
    const rows = panel.getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows).toEqual([
      '2025-03-01ChargeService feeNPR 10,000.00Ravi StaffReverse',
      '2025-03-02PaymentService feeNPR 6,000.00Wallet (eSewa, Khalti, bKash…) · ESW-7781Ravi Staff2025-000014Reverse',
    ]);
    expect(panel.getByRole('link', { name: '2025-000014' })).toHaveAttribute('href', `/receipt/${PAYMENT._id}`);
  });

  it('turns the typed amount into paisa, refuses what the contract refuses, and asks before a service fee above the cap', async () => {
    let posts = 0;
    let kept = LEDGER_ANSWER;
    const above: Ledger = { ...LEDGER_ANSWER, serviceFee: { cap: CAP, charged: 1_250_000, paid: 600_000, over: true } };
    const { panel, fetchMock, user } = await openLedger({
      [`GET ${LEDGER}`]: () => jsonResponse(kept),
      [`POST ${LEDGER}`]: () => {
        if (++posts === 1) return jsonResponse({ message: M.overCap('NPR 2,500.00'), cap: CAP, total: 1_250_000, excess: 250_000 }, 409);
        kept = above;
        return jsonResponse(above, 201);
      },
    });
    await user.selectOptions(panel.getByLabelText('Kind'), 'charge');
    await user.click(panel.getByRole('button', { name: 'Record' }));
    expect(panel.getByLabelText('Amount')).toHaveAccessibleDescription(M.amount);
    expect(callsTo(fetchMock, LEDGER).filter((call) => call.init.method === 'POST')).toHaveLength(0);

    await user.type(panel.getByLabelText('Amount'), '2,500.00');
    await user.click(panel.getByRole('button', { name: 'Record' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Above the legal cap' }));
    expect(dialog.getByText(/The legal service fee for Malaysia is at most NPR\s10,000\.00\. This entry takes the total to NPR\s12,500\.00: NPR\s2,500\.00 above the cap\./)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Record it anyway' }));
    expect(await panel.findByText(M.recorded)).toBeInTheDocument();
    const posted = callsTo(fetchMock, LEDGER).filter((call) => call.init.method === 'POST').map(bodyOf);
    expect(posted).toEqual([
      { kind: 'charge', label: 'Service fee', amount: 250_000, currency: 'NPR', on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
      { kind: 'charge', label: 'Service fee', amount: 250_000, currency: 'NPR', on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), confirm: true },
    ]);
    expect(await panel.findByText('Above the legal cap')).toBeInTheDocument();
  });

  it('reverses an entry only with a reason, after saying that nothing is deleted', async () => {
    const { panel, fetchMock, user } = await openLedger({
      [`POST ${API.applications.reverseEntry(MEERA_ID, PAYMENT._id)}`]: () => jsonResponse(LEDGER_ANSWER, 201),
    });
    await user.click(panel.getByRole('button', { name: /^Reverse the Payment of NPR\s6,000\.00$/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reverse this entry?' }));
    expect(dialog.getByText(/never changed or deleted/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    expect(dialog.getByLabelText('Why is it reversed?')).toHaveAccessibleDescription(M.reason);
    await user.type(dialog.getByLabelText('Why is it reversed?'), 'Typed on the wrong worker');
    await user.click(dialog.getByRole('button', { name: 'Reverse' }));
    expect(await panel.findByText(M.reversed)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, API.applications.reverseEntry(MEERA_ID, PAYMENT._id))[0])).toEqual({ reason: 'Typed on the wrong worker' });
  });
});
