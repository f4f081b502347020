import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, networkFailure } from '../../../testing/http';
import { ADMIN } from '../../../testing/render-app';
import { FIGURES, openDashboard } from './dashboard-test-support';

const card = (label: string) => within(screen.getByRole('heading', { name: label }).closest('.card') as HTMLElement);

describe('dashboard', () => {
  it('shows the counters, the applications by status, slides and staff from one call', async () => {
    const { fetchMock } = openDashboard(() => jsonResponse(FIGURES));
    await screen.findByRole('heading', { name: 'Total Applications' });

    expect(card('Total Applications').getByText('23')).toBeInTheDocument();
    // Named for what it counts: the pages of the Application List, not of a website.
    expect(screen.queryByRole('heading', { name: 'Total Pages' })).toBeNull();
    expect(card('Application List pages').getByText('3')).toBeInTheDocument();
    expect(card('Application List pages').getByText(/10 applications a page/)).toBeInTheDocument();
    expect(card('Application List pages').getByRole('link', { name: 'Open the Application List' })).toHaveAttribute('href', PAGES.application);
    const byStatus = card('Applications by status');
    expect(byStatus.getByText('Pending').nextElementSibling).toHaveTextContent('11');
    expect(byStatus.getByText('Approved').nextElementSibling).toHaveTextContent('9');
    expect(byStatus.getByText('Rejected').nextElementSibling).toHaveTextContent('3');
    expect(card('Published slides').getByText('4')).toBeInTheDocument();
    expect(card('Published slides').getByText('of 6 slides')).toBeInTheDocument();
    expect(card('Staff').getByText('5')).toBeInTheDocument();
    expect(card('Staff').getByText(/2 awaiting approval/)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.dashboard)).toHaveLength(1);
  });

  it('counts the documents applicants sent by link that wait for review, with the way to the list', async () => {
    openDashboard(() => jsonResponse({ ...FIGURES, documentsToReview: 7 }));
    await screen.findByRole('heading', { name: 'Documents to review' });
    expect(card('Documents to review').getByText('7')).toBeInTheDocument();
    expect(card('Documents to review').getByRole('link', { name: 'Open the Application List' })).toHaveAttribute('href', PAGES.application);
  });

  it('shows this month’s payments per currency and how many applications are above the legal fee cap', async () => {
    openDashboard(() => jsonResponse(FIGURES));
    await screen.findByRole('heading', { name: 'Received this month' });
    expect(card('Received this month').getByText('NPR 45,500.00')).toBeInTheDocument();
    expect(card('Received this month').getByText('$1,200.00')).toBeInTheDocument();
    expect(card('Received this month').getByText('Applications above the legal fee cap: 2')).toHaveClass('text-danger');
  });

  it('lists the latest changes: applicant, action, detail, who and when', async () => {
    openDashboard(() => jsonResponse(FIGURES));
    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    const row = within(activity.getByRole('rowheader', { name: 'Chinedu Okafor' }).closest('tr') as HTMLElement);
    expect(row.getByText('Status changed')).toBeInTheDocument();
    expect(row.getByText('Set to approved')).toBeInTheDocument();
    expect(row.getByText('Ravi Staff')).toBeInTheDocument();
    expect(row.getByText(/2025/).closest('time')).toHaveAttribute('dateTime', '2025-03-04T10:15:00.000Z');
  });

  it('charts the last twelve months, numbers on the bars, and gives screen readers the figures as a table', async () => {
    openDashboard(() => jsonResponse(FIGURES));
    const region = await screen.findByRole('region', { name: 'The last twelve months' });
    const table = within(region).getByRole('table', { name: 'Applications registered and approved per month, the last twelve months' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('April 202400');
    expect(within(rows[11]!).getByRole('rowheader')).toHaveTextContent('March 2025');
    expect(within(rows[11]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '3']);
    // The drawing, hidden from screen readers: March's registered bar is the tallest, its number above it.
    const drawing = region.querySelector('svg.monthly-chart') as SVGSVGElement;
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    const bars = [...drawing.querySelectorAll('rect.chart-registered')].map((bar) => Number(bar.getAttribute('height')));
    expect(bars).toHaveLength(12);
    expect(Math.max(...bars)).toBe(bars[11]);
    expect(bars[0]).toBe(0);
    expect(bars[1]! * 5).toBeCloseTo(bars[11]! * 2, -1);
    // On a phone the drawing scrolls within itself, and says so; the keyboard reaches it too.
    expect(within(region).getByText('Swipe sideways to see every month.')).toBeInTheDocument();
    expect(within(region).getByRole('group', { name: 'Applications registered and approved per month, the last twelve months' })).toContainElement(drawing);
    const labels = [...drawing.querySelectorAll('text.chart-label')].map((label) => label.textContent);
    expect(labels[0]).toBe('Apr');
    expect(labels[11]).toBe('Mar');
    expect([...drawing.querySelectorAll('text.chart-number')].slice(-2).map((number) => number.textContent)).toEqual(['5', '3']);
  });

  it('says when nothing has happened yet', async () => {
    openDashboard(() => jsonResponse({ ...FIGURES, recentHistory: [] }));
    expect(await screen.findByText('No changes to applications yet.')).toBeInTheDocument();
  });

  it('lists the passports about to lapse, soonest first, in words, each linked to its application', async () => {
    const { user, router } = openDashboard(() => jsonResponse(FIGURES));
    const card = within(await screen.findByRole('region', { name: 'Passports expiring within 180 days' }));
    const rows = card.getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bikash Thapa', '2025-03-01', 'expired 3 days ago', 'Pending'],
      ['Sadia Rahman', '2025-03-04', 'expires today', 'Approved'],
      ['Meera Patel', '2025-03-05', 'in 1 day', 'Pending'],
      ['Arjun Gurung', '2025-04-18', 'in 45 days', 'Rejected'],
    ]);
    expect(card.getByText('2025-03-01').closest('time')).toHaveAttribute('dateTime', '2025-03-01');
    expect(card.getByText('and 2 more')).toBeInTheDocument();

    const link = card.getByRole('link', { name: 'Meera Patel' });
    expect(link).toHaveAttribute('href', '/updateApplicationView/3a2b3c4d5e6f1a2b3c4d5e6f');
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Application Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/updateApplicationView/3a2b3c4d5e6f1a2b3c4d5e6f');
  });

  it('says when no passport is about to lapse, and counts no more than it lists', async () => {
    openDashboard(() => jsonResponse({ ...FIGURES, expiringPassports: { applications: [], total: 0 } }));
    const card = within(await screen.findByRole('region', { name: 'Passports expiring within 180 days' }));
    expect(card.getByText('No passport expires within 180 days.')).toBeInTheDocument();
    expect(card.queryByRole('table')).toBeNull();
    expect(card.queryByText(/more$/)).toBeNull();
  });

  it('shows a loading state until the figures arrive', async () => {
    openDashboard(() => new Promise<Response>(() => {}));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says why the figures are missing and tries again', async () => {
    let answer: () => Response = networkFailure;
    const { user } = openDashboard(() => answer());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_MESSAGES.noResponse);

    answer = () => jsonResponse(FIGURES);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Total Applications' })).toBeInTheDocument();
  });

  it('points the super admin to accounts awaiting approval, but not an admin', async () => {
    openDashboard(() => jsonResponse(FIGURES));
    expect(await screen.findByRole('link', { name: 'Review in the Admin List' })).toHaveAttribute('href', PAGES.userManagement);
  });

  it('offers an admin no staff management', async () => {
    openDashboard(() => jsonResponse(FIGURES), ADMIN);
    await screen.findByRole('heading', { name: 'Total Applications' });
    expect(screen.queryByRole('link', { name: 'Review in the Admin List' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin List' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add Admin' })).toBeNull();
  });
});
