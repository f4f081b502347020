import { screen, waitFor, within } from '@testing-library/react';
import { API, PAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { AL_NOOR, BETA_FOODS, listOf } from '../testing/demands';

const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();

function openList(path: string, answer = listOf([AL_NOOR, BETA_FOODS], 12), signedInAs = SUPER_ADMIN) {
  setSessionHint();
  const fetchMock = mockApi({
    [`GET ${API.demands.list}`]: () => jsonResponse(answer),
    [`GET ${API.demands.export}`]: () => new Response('\uFEFFEmployer,Country\r\nAl Noor Steel WLL,Qatar\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
  });
  return { ...renderApp(path, { signedInAs }), fetchMock };
}

const filters = () => within(screen.getByRole('form', { name: 'Filter demands' }));

describe('the demands list (ADR 052)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each demand with its positions, linked of quota, closing day, state and an over-quota warning', async () => {
    openList(PAGES.demands);
    const table = await screen.findByRole('table');
    expect(screen.getByText('12 demands')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map(text))).toEqual([
      ['Al Noor Steel WLL', 'Qatar, Doha', 'Welder: 3 of 2 linked1 over quotaHelper: 0 of 10 linked', '2026-12-31', 'Open', 'Edit'],
      ['Beta Foods Sdn Bhd', 'Malaysia', 'Food packer: 0 of 5 linked', '2027-01-31', 'Draft', 'Edit'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Al Noor Steel WLL' })).toHaveAttribute('href', `/demands/${AL_NOOR._id}`);
    expect(within(rows[0]!).getByRole('link', { name: 'Edit: Al Noor Steel WLL' })).toHaveAttribute('href', `/demands/${AL_NOOR._id}/edit`);
    expect(within(rows[1]!).queryByText(/over quota/)).toBeNull();
  });

  it('holds the state, country, search, order and page in the address and asks the server for them', async () => {
    const { fetchMock, user, router } = openList(`${PAGES.demands}?state=open&country=Qatar&search=weld&sort=closes&page=2`);
    await screen.findByRole('table');
    expect(queryOf(callsTo(fetchMock, API.demands.list).at(-1)?.url ?? '')).toEqual({ page: '2', state: 'open', country: 'Qatar', search: 'weld', sort: 'closes' });
    expect(filters().getByLabelText('State')).toHaveValue('open');
    expect(filters().getByLabelText('Country')).toHaveValue('Qatar');
    expect(filters().getByLabelText('Search')).toHaveValue('weld');
    expect(filters().getByLabelText('Order')).toHaveValue('closes');

    await user.selectOptions(filters().getByLabelText('State'), 'draft');
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(queryOf(router.state.location.search)).toEqual({ state: 'draft', country: 'Qatar', search: 'weld', sort: 'closes' }));
    await waitFor(() => expect(queryOf(callsTo(fetchMock, API.demands.list).at(-1)?.url ?? '')).toEqual({ page: '1', state: 'draft', country: 'Qatar', search: 'weld', sort: 'closes' }));
  });

  it('says when no demand matches, and when there is none yet', async () => {
    openList(`${PAGES.demands}?state=filled`, listOf([]));
    expect(await screen.findByText('No demand matches these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 demands')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export 0 as CSV' })).toBeDisabled();
  });

  it('shows a card per demand on a phone, the warning included', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: !query.includes('min-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    openList(PAGES.demands);
    const cards = [...(await screen.findByRole('list', { name: 'Demand cards' })).children] as HTMLElement[];
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards).toHaveLength(2);
    expect(text(cards[0]!)).toContain('Al Noor Steel WLL');
    expect(text(cards[0]!)).toContain('Welder: 3 of 2 linked1 over quota');
    expect(within(cards[0]!).getByRole('link', { name: 'Al Noor Steel WLL' })).toHaveAttribute('href', `/demands/${AL_NOOR._id}`);
    expect(text(cards[1]!)).toContain('Malaysia');
  });

  it('is in every staff member’s menu, and open to an admin', async () => {
    openList(PAGES.demands, listOf([AL_NOOR]), ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Demands' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).getByRole('link', { name: 'Demands' })).toHaveAttribute('href', PAGES.demands);
    expect(within(menu).getByRole('link', { name: 'Call-back Requests' })).toHaveAttribute('href', PAGES.callbacks);
    expect(screen.getByRole('link', { name: 'Add Demand' })).toHaveAttribute('href', '/demands/new');
  });
});

describe('the demands export', () => {
  const created: Blob[] = [];
  const names: string[] = [];
  beforeEach(() => {
    created.length = 0;
    names.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:export')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the CSV of exactly the view in the address, without its page', async () => {
    const { fetchMock, user } = openList(`${PAGES.demands}?state=open&country=Qatar&search=weld&page=2`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export 12 as CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(queryOf(callsTo(fetchMock, API.demands.export)[0]?.url ?? '')).toEqual({ state: 'open', country: 'Qatar', search: 'weld' });
    expect(await created[0]!.text()).toContain('Al Noor Steel WLL,Qatar');
    expect(names).toEqual([expect.stringMatching(/^demands-\d{4}-\d{2}-\d{2}\.csv$/)]);
  });
});
