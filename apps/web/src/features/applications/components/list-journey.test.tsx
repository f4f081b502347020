import { screen, waitFor, within } from '@testing-library/react';
import { API, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { DESK_PATHS } from '../../../config/page-titles';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';
import { STAGES, daysAgo } from '../testing/stages';

// In the medical for 12 days, due a week ago; at the interview since yesterday, due today (not yet overdue); before the journey.
const MEERA = anApplication({ stage: 'medical', stageSince: daysAgo(12), stageDue: daysAgo(5) });
const RAM = anApplication({ _id: 'b'.repeat(24), surname: 'Thapa', givenN: 'Ram', passport: 'N7654321', stage: 'interview', stageSince: daysAgo(1), stageDue: daysAgo(0) });
const SITA = anApplication({ _id: 'c'.repeat(24), surname: 'Rai', givenN: 'Sita', passport: 'N1111111', stage: '', stageSince: '', stageDue: '' });

const routes = {
  [`GET ${API.applications.list}`]: () => jsonResponse({ ...aListOf([MEERA, RAM, SITA]), totalApplication: 3 }),
  [`GET ${API.stages}`]: () => jsonResponse(STAGES),
};
const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '');
const filters = () => within(screen.getByRole('form', { name: 'Filter applications' }));
const rowOf = (name: string) => within(screen.getByRole('cell', { name }).closest('tr') as HTMLElement);

describe('the list by stage (ADR 049)', () => {
  it('filters by a stage and the overdue ones, in the address and the request, and orders by the time in the stage', async () => {
    const fetchMock = mockApi(routes);
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    const stage = filters().getByLabelText('Stage');
    // Every stage by its name, in the agency's order; the archived one said so.
    await waitFor(() => expect(within(stage).getAllByRole('option')).toHaveLength(STAGES.stages.length + 1));
    expect(within(stage).getAllByRole('option').slice(0, 4).map((option) => option.textContent)).toEqual([
      'Any stage', 'Demand letter and power of attorney', 'Pre-approval from the Department of Foreign Employment', 'Advertisement (archived)',
    ]);

    await user.selectOptions(stage, 'Medical check-up');
    await user.click(filters().getByLabelText('Overdue only'));
    await user.selectOptions(filters().getByLabelText('Order'), 'Longest in their stage first');
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?stage=medical&overdue=true&sort=stageSince'));
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ page: '1', limit: '10', stage: 'medical', overdue: 'true', sort: 'stageSince' }));
    expect(await screen.findByText('3 matching applications')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'STAGE' })).toHaveAttribute('aria-sort', 'ascending'));

    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().getByLabelText('Stage')).toHaveValue('');
    expect(filters().getByLabelText('Overdue only')).not.toBeChecked();
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ page: '1', limit: '10' }));
  });

  it('reads the stage, the overdue ones and the order from the address into the form and the request', async () => {
    const fetchMock = mockApi(routes);
    renderDesk(`${PAGES.application}?stage=visa&overdue=true&sort=-stageSince`);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(lastListQuery(fetchMock)).toEqual({ page: '1', limit: '10', stage: 'visa', overdue: 'true', sort: '-stageSince' });
    await waitFor(() => expect(filters().getByLabelText('Stage')).toHaveValue('visa'));
    expect(filters().getByLabelText('Overdue only')).toBeChecked();
    expect(filters().getByLabelText('Order')).toHaveValue('-stageSince');
    expect(screen.getByRole('columnheader', { name: 'STAGE' })).toHaveAttribute('aria-sort', 'descending');
  });

  it.each(['stage=visa', 'overdue=true'])('counts the view as narrowed by %s, which Clear filters clears', async (filter) => {
    mockApi(routes);
    renderDesk(`${PAGES.application}?${filter}`);
    expect(await screen.findByText('3 matching applications')).toBeInTheDocument();
    expect(filters().getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('leaves the box unticked and sends nothing for an address that says overdue=false', async () => {
    const fetchMock = mockApi(routes);
    renderDesk(`${PAGES.application}?overdue=false`);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(lastListQuery(fetchMock)).toEqual({ page: '1', limit: '10' });
    expect(filters().getByLabelText('Overdue only')).not.toBeChecked();
    expect(screen.getByText('3 applications')).toBeInTheDocument();
  });

  it('orders by the stage column: longest in the stage first, then latest first', async () => {
    const fetchMock = mockApi(routes);
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await user.click(screen.getByRole('button', { name: 'STAGE' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'stageSince' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'STAGE' })).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(screen.getByRole('button', { name: 'STAGE' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-stageSince'));
  });

  it("shows each application's stage by name and its days in it, and Overdue in words once past its due day", async () => {
    mockApi(routes);
    renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await waitFor(() => expect(rowOf('Meera Patel').getByText(/Medical check-up/)).toBeInTheDocument());
    const stageOf = (name: string) => rowOf(name).getAllByRole('cell')[4]!;
    expect(stageOf('Meera Patel')).toHaveTextContent(/^Medical check-up · 12 daysOverdue$/);
    // Due today: not overdue until tomorrow.
    expect(stageOf('Ram Thapa')).toHaveTextContent(/^Interview · 1 day$/);
    expect(stageOf('Sita Rai')).toHaveTextContent(/^—$/);
  });

  it('shows the stage on the phone cards too', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {},
    }));
    mockApi(routes);
    renderDesk(PAGES.application);
    const cards = await screen.findByRole('list', { name: 'Application cards' });
    const [meera, ram] = within(cards).getAllByRole('listitem');
    await waitFor(() => expect(meera).toHaveTextContent('STAGEMedical check-up · 12 daysOverdue'));
    expect(ram).toHaveTextContent('STAGEInterview · 1 day');
    expect(ram).not.toHaveTextContent('Overdue');
  });

  it('leads to the stage board', async () => {
    mockApi(routes);
    renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Stage Board' })).toHaveAttribute('href', DESK_PATHS.applicationBoard);
  });
});
