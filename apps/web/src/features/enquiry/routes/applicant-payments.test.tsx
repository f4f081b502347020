import { screen, within } from '@testing-library/react';
import { localisedPath, PAGES, type ApplicantPayments, type Language } from '@visadesk/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { forgetResults, holdResults } from '../api/held-results';
import { ENQUIRY, approvedApplicant } from '../testing/applicant';

afterEach(() => forgetResults());

const SERVICE_FEE = { fr: 'Frais de service', hi: 'सेवा शुल्क', bn: 'সার্ভিস চার্জ', ne: 'सेवा शुल्क', ur: 'سروس فیس' };
const RECEIPT = '/receipt/6b0b5d54baee81457e787d9c?exp=1798765200&sig=abc';

/** A worker going to Qatar: charged NPR 10,000, paid 6,000 with a receipt, 1,000 recorded by mistake and cancelled. */
const PAYMENTS: ApplicantPayments = {
  entries: [
    { kind: 'charge', label: 'Service fee', names: SERVICE_FEE, amount: 1_000_000, currency: 'NPR', on: '2025-10-01', receiptNo: '', receipt: '', reversed: false },
    { kind: 'payment', label: 'Service fee', names: SERVICE_FEE, amount: 600_000, currency: 'NPR', on: '2025-10-02', receiptNo: '2025-000014', receipt: RECEIPT, reversed: false },
    { kind: 'payment', label: 'Service fee', names: SERVICE_FEE, amount: 100_000, currency: 'NPR', on: '2025-10-03', receiptNo: '2025-000015', receipt: '', reversed: true },
    { kind: 'charge', label: 'Biometrics', names: {}, amount: 50_000, currency: 'NPR', on: '2025-10-04', receiptNo: '', receipt: '', reversed: false },
  ],
  balance: { NPR: 450_000 },
  cap: { country: 'Qatar', code: 'QA', names: { ne: 'कतार', ur: 'قطر' }, amount: 1_000_000, currency: 'NPR', paid: 600_000 },
};

function openCopy(language: Language, payments: ApplicantPayments = PAYMENTS) {
  mockApi({});
  holdResults(ENQUIRY, [approvedApplicant({ payments })]);
  return renderApp(localisedPath(PAGES.viewOne, language));
}

/** Each row's text, Intl's no-break spaces read as spaces. */
const rowsOf = (section: HTMLElement) => within(section).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '));

describe("the worker's payments on the applicant copy (ADR 051)", () => {
  it('lists charges and payments with their receipts, strikes a cancelled one, says what is left and shows the legal cap', async () => {
    openCopy('en');
    const section = await screen.findByRole('region', { name: 'Your payments' });
    expect(rowsOf(section)).toEqual([
      '2025-10-01Service feeChargedNPR 10,000.00',
      '2025-10-02Service feePaidNPR 6,000.002025-000014',
      '2025-10-03Service feePaid · CancelledNPR 1,000.00',
      '2025-10-04BiometricsChargedNPR 500.00',
    ]);
    expect(within(section).getByRole('link', { name: '2025-000014' })).toHaveAttribute('href', RECEIPT);
    expect(within(section).queryByRole('link', { name: '2025-000015' })).toBeNull();
    expect(within(section).getAllByRole('row')[3]).toHaveClass('text-decoration-line-through');
    expect(section).toHaveTextContent('Still to pay: NPR 4,500.00');
    expect(section).toHaveTextContent('Legal service fee for Qatar: at most NPR 10,000.00. You have paid NPR 6,000.00.');
    expect(within(section).queryByText(/more than the law allows/)).toBeNull();
  });

  it('in Nepali: the agency’s labels, Nepali digits and dates, and a warning when the service fee paid is above the cap', async () => {
    openCopy('ne', { ...PAYMENTS, cap: { country: 'Qatar', code: 'QA', names: { ne: 'कतार' }, amount: 1_000_000, currency: 'NPR', paid: 1_200_000 } });
    const section = await screen.findByRole('region', { name: 'तपाईंका भुक्तानीहरू' });
    expect(within(section).getAllByText('सेवा शुल्क')[0]).toHaveAttribute('lang', 'ne');
    expect(within(section).getByText('Biometrics')).toHaveAttribute('lang', 'en');
    expect(section).toHaveTextContent('२ अक्टोबर २०२५');
    expect(section).toHaveTextContent(/तिर्न बाँकी: रू\s४,५००\.००/);
    expect(section).toHaveTextContent(/कतार का लागि कानुनी सेवा शुल्क: बढीमा रू\s१०,०००\.००। तपाईंले रू\s१२,०००\.०० तिर्नुभएको छ।/);
    expect(section).toHaveTextContent('यो कानुनले दिएभन्दा बढी हो');
  });

  it('shows nothing of payments while nothing is charged and the destination has no cap', async () => {
    openCopy('en', { entries: [], balance: {} });
    await screen.findByRole('heading', { name: /Application Status/ });
    expect(screen.queryByRole('region', { name: 'Your payments' })).toBeNull();
  });
});
