import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES, type PaymentsPage } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

const OM = 'a'.repeat(24);
const ANSWER: PaymentsPage = {
  entries: [
    { _id: '1'.repeat(24), applicationId: OM, worker: 'Om KC', kind: 'refund', label: 'Medical', amount: 100_000, currency: 'NPR', method: 'cash', reference: '', on: '2026-03-04', by: 'Sita Staff', receiptNo: '', reversed: false },
    { _id: '2'.repeat(24), applicationId: '', worker: 'Gita Rai', kind: 'payment', label: 'Visa', amount: 30_000, currency: 'USD', method: 'bank', reference: 'NIC-9', on: '2026-03-03', by: 'Sita Staff', receiptNo: '2026-000002', reversed: true },
    { _id: '3'.repeat(24), applicationId: OM, worker: 'Om KC', kind: 'payment', label: 'Service fee', amount: 1_000_000, currency: 'NPR', method: 'wallet', reference: 'ESW-1', on: '2026-03-02', by: 'Ravi Staff', receiptNo: '2026-000001', reversed: false },
  ],
  total: 3, page: 1, pages: 1,
  totals: { NPR: { received: 1_000_000, refunded: 100_000, net: 900_000 } },
  byMethod: [{ method: 'cash', currency: 'NPR', amount: -100_000, count: 1 }, { method: 'wallet', currency: 'NPR', amount: 1_000_000, count: 1 }],
  byStaff: [{ by: 'Ravi Staff', currency: 'NPR', amount: 1_000_000, count: 1 }, { by: 'Sita Staff', currency: 'NPR', amount: -100_000, count: 1 }],
  byDay: [{ on: '2026-03-02', currency: 'NPR', amount: 1_000_000, count: 1 }, { on: '2026-03-04', currency: 'NPR', amount: -100_000, count: 1 }],
  outstanding: [{ applicationId: OM, worker: 'Om KC', currency: 'NPR', balance: 1_100_000 }],
  outstandingCount: 1,
};

function openPayments(path: string, signedInAs = SUPER_ADMIN) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.payments.list}`]: () => jsonResponse(ANSWER) });
  return { ...renderApp(path, { signedInAs }), fetchMock };
}

const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('the payments page (ADR 051)', () => {
  it('shows the totals, the sums by method, staff member and day, the entries and the open balances', async () => {
    openPayments(PAGES.payments);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const entries = await screen.findByRole('table', { name: 'Payments and refunds' });
    expect(text(screen.getByLabelText('Totals'))).toBe('NPRReceived NPR 10,000.00, refunded NPR 1,000.00, net NPR 9,000.00');
    const rows = within(entries).getAllByRole('row').slice(1);
    expect(rows.map(text)).toEqual([
      '2026-03-04Om KCRefundMedicalNPR 1,000.00CashSita Staff',
      '2026-03-032026-000002Gita RaiPaymentVisa$300.00Bank transfer · NIC-9Sita Staff',
      '2026-03-022026-000001Om KCPaymentService feeNPR 10,000.00Wallet (eSewa, Khalti, bKash…) · ESW-1Ravi Staff',
    ]);
    expect(rows[1]).toHaveClass('text-decoration-line-through');
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: '2026-000001' })).toHaveAttribute('href', `/receipt/${'3'.repeat(24)}`);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Om KC' })).toHaveAttribute('href', `/updateApplicationView/${OM}`);
    expect(within(rows[1] as HTMLElement).queryByRole('link', { name: 'Gita Rai' })).toBeNull();
    expect(within(screen.getByRole('table', { name: 'By method' })).getAllByRole('row').slice(1).map(text)).toEqual(['Cash-NPR 1,000.001', 'Wallet (eSewa, Khalti, bKash…)NPR 10,000.001']);
    expect(within(screen.getByRole('table', { name: 'By staff member' })).getAllByRole('row').slice(1).map(text)).toEqual(['Ravi StaffNPR 10,000.001', 'Sita Staff-NPR 1,000.001']);
    expect(text(screen.getByRole('table', { name: /^Open balances \(1\)/ }))).toContain('Om KCNPR 11,000.00');
  });

  it('holds the days and the method in the address and asks the server for them', async () => {
    const { fetchMock } = openPayments(`${PAGES.payments}?from=2026-03-01&to=2026-03-31&method=cash`);
    await screen.findByRole('table', { name: 'Payments and refunds' });
    expect(queryOf(callsTo(fetchMock, API.payments.list).at(-1)?.url ?? '')).toEqual({ page: '1', from: '2026-03-01', to: '2026-03-31', method: 'cash' });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Paid by')).toHaveValue('cash');
  });

  it('is neither in an admin’s menu nor open to them, and is never asked for', async () => {
    const { fetchMock } = openPayments(PAGES.payments, ADMIN);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forbidden);
    expect(within(screen.getByRole('navigation', { name: 'Staff menu' })).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(callsTo(fetchMock, API.payments.list)).toHaveLength(0);
  });
});
