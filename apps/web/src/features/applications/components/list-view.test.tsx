import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';

const MEERA = anApplication();
// Three pages, so an address's page 2 or 3 exists (a page past the last sends the list back to the last one, and refetches).
const listAnswer = () => jsonResponse({ ...aListOf([MEERA], { totalPages: 3 }), totalApplication: 3 });
const lastListQuery = (fetchMock: ReturnType<typeof mockApi>) => queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '');
const filters = () => within(screen.getByRole('form', { name: 'Filter applications' }));

describe('the list narrowed, ordered and kept in the address', () => {
  it('sends the filters of the address and shows them in the form, with the count of the view', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    renderDesk(`${PAGES.application}?status=pending&nationality=Nepal&jobTitle=Cook&createdFrom=2026-01-01&sort=-surname&page=2`);

    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(lastListQuery(fetchMock)).toEqual({
      page: '2', limit: '10', status: 'pending', nationality: 'Nepal', jobTitle: 'Cook', createdFrom: '2026-01-01', sort: '-surname',
    });
    expect(filters().getByLabelText('Status')).toHaveValue('pending');
    expect(filters().getByLabelText('Nationality')).toHaveValue('Nepal');
    expect(filters().getByLabelText('Job title')).toHaveValue('Cook');
    expect(filters().getByLabelText('Registered from')).toHaveValue('2026-01-01');
    expect(filters().getByLabelText('Order')).toHaveValue('-surname');
    expect(screen.getByText('3 matching applications')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'NAME' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('applies the chosen filters from the first page, and Clear filters shows every application again', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user, router } = renderDesk(`${PAGES.application}?page=3`);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(screen.getByText('3 applications')).toBeInTheDocument();
    expect(filters().queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.selectOptions(filters().getByLabelText('Status'), 'Approved');
    await user.type(filters().getByLabelText('Nationality'), 'nepali');
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe('?status=approved&nationality=Nepal'));
    await waitFor(() => expect(lastListQuery(fetchMock)).toEqual({ page: '1', limit: '10', status: 'approved', nationality: 'Nepal' }));
    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().getByLabelText('Status')).toHaveValue('');
  });

  it('refuses a first registration day after the last, saying why, and keeps the list as it was', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    const calls = callsTo(fetchMock, API.applications.list).length;

    fireEvent.change(filters().getByLabelText('Registered from'), { target: { value: '2026-02-01' } });
    fireEvent.change(filters().getByLabelText('Registered to'), { target: { value: '2026-01-31' } });
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    expect(await filters().findByText(APPLICATION_MESSAGES.createdRangeInvalid)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(callsTo(fetchMock, API.applications.list)).toHaveLength(calls);
  });

  it('orders by a column on a click, ascending then descending, and Back restores the order before', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(screen.getByRole('columnheader', { name: 'VISA APPROVE DATE' })).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: 'VISA APPROVE DATE' }));
    await waitFor(() => expect(lastListQuery(fetchMock)).toMatchObject({ sort: 'approve' }));
    const approveDate = () => screen.getByRole('columnheader', { name: 'VISA APPROVE DATE' });
    // The table comes back once the list in the new order has answered.
    await waitFor(() => expect(approveDate()).toHaveAttribute('aria-sort', 'ascending'));
    expect(approveDate()).toHaveTextContent('VISA APPROVE DATE ▲');
    await user.click(screen.getByRole('button', { name: 'VISA APPROVE DATE' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-approve'));

    await router.navigate(-1);
    await waitFor(() => expect(approveDate()).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('ignores a part of the address the list cannot read, and shows the rest', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    renderDesk(`${PAGES.application}?status=maybe&sort=name&jobTitle=Cook&createdFrom=2026-02-01&createdTo=2026-01-01&page=2000000`);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    expect(callsTo(fetchMock, API.applications.list).map((call) => queryOf(call.url))[0]).toEqual({
      page: '1000000', limit: '10', jobTitle: 'Cook', createdFrom: '2026-02-01',
    });
  });

  it('puts the cursor in the search box on /, but not while typing in a field', async () => {
    mockApi({ [`GET ${API.applications.list}`]: listAnswer });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    const search = screen.getByRole('searchbox', { name: 'Search applications by passport, name, email or phone' });

    await user.click(filters().getByLabelText('Nationality'));
    await user.keyboard('/');
    expect(filters().getByLabelText('Nationality')).toHaveValue('/');
    await user.click(screen.getByRole('button', { name: 'Delete Meera Patel' }));
    await user.keyboard('/');
    expect(search).not.toHaveFocus();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('heading', { name: 'Application List' }));
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });
});

describe('export', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    vi.stubGlobal('URL', Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:export')),
      revokeObjectURL: vi.fn(),
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads exactly the current view as a CSV file that keeps its byte-order mark', async () => {
    const csv = 'NAME,PASSPORT NO\r\nराम Thapa,N1234567\r\n';
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.applications.export}`]: () => new Response(`\uFEFF${csv}`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const { user } = renderDesk(`${PAGES.application}?search=thapa&status=pending&sort=surname&page=2`);
    await screen.findByRole('cell', { name: 'Meera Patel' });

    await user.click(screen.getByRole('button', { name: 'Export 3 as CSV' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(queryOf(callsTo(fetchMock, API.applications.export)[0]?.url ?? '')).toEqual({ search: 'thapa', status: 'pending', sort: 'surname' });
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    expect(screen.getByRole('button', { name: 'Export 3 as CSV' })).toBeEnabled();
  });

  it('offers the same view for Excel: the workbook, its name and its type', async () => {
    const workbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.applications.export}`]: () => new Response(workbook, { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderDesk(`${PAGES.application}?status=pending&nationality=Nepal`);
    await screen.findByRole('cell', { name: 'Meera Patel' });

    await user.click(screen.getByRole('button', { name: 'Export 3 for Excel (.xlsx)' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(queryOf(callsTo(fetchMock, API.applications.export)[0]?.url ?? '')).toEqual({ status: 'pending', nationality: 'Nepal', format: 'xlsx' });
    expect([...new Uint8Array(await created[0]!.arrayBuffer())]).toEqual([...workbook]);
    expect(created[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(names).toEqual([expect.stringMatching(/^applications-\d{4}-\d{2}-\d{2}\.xlsx$/)]);
    expect(screen.getByRole('button', { name: 'Export 3 as CSV' })).toBeEnabled();
  });

  it.each([
    ['the server refuses the view', 'Export 3 as CSV', 400, APPLICATION_MESSAGES.sortInvalid, `${APPLICATION_MESSAGES.listErrorPrefix}${APPLICATION_MESSAGES.sortInvalid}`],
    [
      'two exports are under way (429), to wait for one', 'Export 3 for Excel (.xlsx)', 429, APPLICATION_MESSAGES.exportsBusy,
      'Error: You already have two exports under way. Please wait for one of them to finish, then export again.',
    ],
  ])("says why an export failed, in the list's words: %s", async (_case, button, status, message, shown) => {
    mockApi({
      [`GET ${API.applications.list}`]: listAnswer,
      [`GET ${API.applications.export}`]: () => jsonResponse({ message }, status),
    });
    const { user } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });

    await user.click(screen.getByRole('button', { name: button }));

    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(created).toHaveLength(0);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
  });
});
