import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACTIVITY_MESSAGES, API, AUTH_MESSAGES, PAGES, type ActivityEntry, type ActivityPage, type User } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

const RAM: User = { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Ram Thapa', email: 'ram@visadesk.test', role: 'admin', status: 'active' };
const STAFF = [SUPER_ADMIN, ADMIN, RAM];
const APPLICATION_ID = '0123456789abcdef01234567';

const entry = (overrides: Partial<ActivityEntry> & Pick<ActivityEntry, '_id'>): ActivityEntry => ({
  action: 'created', detail: 'Application created', reason: '',
  actorId: RAM._id, actorName: RAM.name, applicationId: APPLICATION_ID, applicantName: 'Meera Patel', createdAt: '2026-01-31T09:30:00.000Z', ...overrides,
});
const ENTRIES: ActivityEntry[] = [
  entry({ _id: 'e00000000000000000000003', action: 'deleted', detail: `Application ${'f'.repeat(24)} deleted`, applicationId: '', applicantName: '' }),
  entry({ _id: 'e00000000000000000000002', action: 'status', detail: 'Status set to rejected', reason: 'Passport expired', actorName: ADMIN.name, actorId: ADMIN._id }),
  entry({ _id: 'e00000000000000000000001' }),
];
/** As the desk writes a time: in the computer's zone, as the application's own history does. */
const SHOWN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-01-31T09:30:00.000Z'));
const pageOf = (entries: ActivityEntry[], total = entries.length, totalPages = 1): ActivityPage => ({ entries, total, totalPages, currentPage: 1 });

function openLog(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  setSessionHint();
  const fetchMock = mockApi({
    [`GET ${API.users.getUsers}`]: () => jsonResponse(STAFF),
    [`GET ${API.activity.list}`]: () => jsonResponse(pageOf(ENTRIES, 23, 3)),
    ...routes,
  });
  return { ...renderApp(path, { signedInAs: SUPER_ADMIN }), fetchMock };
}

const queryOf = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
const lastQuery = (fetchMock: ReturnType<typeof mockApi>, path: string) => queryOf(callsTo(fetchMock, path).at(-1)?.url ?? '');
const filters = () => within(screen.getByRole('form', { name: 'Filter activity' }));
const rows = () => within(screen.getByRole('table', { name: 'Activity' })).getAllByRole('row').slice(1);

describe('the activity log', () => {
  it('shows who did what, to which application, when: newest first, with its count and pages', async () => {
    openLog(PAGES.activity);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity Log' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Activity' });

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['WHEN', 'STAFF', 'ACTION', 'APPLICATION', 'DETAIL']);
    expect(rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      [SHOWN, 'Ram Thapa', 'Deleted', '—', `Application ${'f'.repeat(24)} deleted`],
      [SHOWN, ADMIN.name, 'Status changed', 'Meera Patel', 'Status set to rejectedReason: Passport expired'],
      [SHOWN, 'Ram Thapa', 'Created', 'Meera Patel', 'Application created'],
    ]);
    expect(within(rows()[1]!).getByRole('link', { name: 'Meera Patel' })).toHaveAttribute('href', `/updateApplicationView/${APPLICATION_ID}`);
    expect(within(rows()[0]!).queryByRole('link')).toBeNull();
    expect(within(rows()[0]!).getByText(SHOWN)).toHaveAttribute('datetime', '2026-01-31T09:30:00.000Z');
    expect(screen.getByText('23 entries')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('names a move on the journey (ADR 049), with its note', async () => {
    const move = entry({ _id: 'e00000000000000000000004', action: 'stage', detail: 'Stage set to Medical check-up on 2026-01-31', reason: 'Clinic booked' });
    openLog(PAGES.activity, { [`GET ${API.activity.list}`]: () => jsonResponse(pageOf([move])) });
    await screen.findByRole('table', { name: 'Activity' });
    expect(within(rows()[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      SHOWN, 'Ram Thapa', 'Stage moved', 'Meera Patel', 'Stage set to Medical check-up on 2026-01-31Reason: Clinic booked',
    ]);
  });

  it('sends the filters of the address, shows them in the form, and pages on within them', async () => {
    const { fetchMock, user, router } = openLog(`${PAGES.activity}?actor=${RAM._id}&from=2026-01-01&to=2026-01-31&page=2`);
    await screen.findByRole('table', { name: 'Activity' });

    expect(lastQuery(fetchMock, API.activity.list)).toEqual({ page: '2', limit: '10', actor: RAM._id, from: '2026-01-01', to: '2026-01-31' });
    await waitFor(() => expect(filters().getByLabelText('Staff member')).toHaveValue(RAM._id));
    expect(filters().getByRole('option', { name: 'Ram Thapa', selected: true })).toBeInTheDocument();
    expect(filters().getByLabelText('From')).toHaveValue('2026-01-01');
    expect(filters().getByLabelText('To')).toHaveValue('2026-01-31');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?actor=${RAM._id}&from=2026-01-01&to=2026-01-31&page=3`));
    await waitFor(() => expect(lastQuery(fetchMock, API.activity.list)).toMatchObject({ page: '3', actor: RAM._id }));
  });

  it('applies a staff member and days from the first page, and Clear filters shows everything again', async () => {
    const { fetchMock, user, router } = openLog(`${PAGES.activity}?page=3`);
    await screen.findByRole('table', { name: 'Activity' });
    expect(filters().queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(filters().getAllByRole('option').map((option) => option.textContent)).toEqual(['All staff', 'Asha Owner', 'Ram Thapa', 'Ravi Staff']);

    await user.selectOptions(filters().getByLabelText('Staff member'), 'Ravi Staff');
    fireEvent.change(filters().getByLabelText('From'), { target: { value: '2026-02-01' } });
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?actor=${ADMIN._id}&from=2026-02-01`));
    await waitFor(() => expect(lastQuery(fetchMock, API.activity.list)).toEqual({ page: '1', limit: '10', actor: ADMIN._id, from: '2026-02-01' }));
    await user.click(filters().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(filters().getByLabelText('Staff member')).toHaveValue('');
  });

  it('refuses a first day after the last, saying why, and keeps the log as it was', async () => {
    const { fetchMock, user, router } = openLog(PAGES.activity);
    await screen.findByRole('table', { name: 'Activity' });
    const calls = callsTo(fetchMock, API.activity.list).length;

    fireEvent.change(filters().getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(filters().getByLabelText('To'), { target: { value: '2026-01-31' } });
    await user.click(filters().getByRole('button', { name: 'Apply filters' }));

    expect(await filters().findByText(ACTIVITY_MESSAGES.rangeInvalid)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(callsTo(fetchMock, API.activity.list)).toHaveLength(calls);
  });

  it('ignores a part of the address the log cannot read, and offers a staff member who has no account any more', async () => {
    const gone = 'd'.repeat(24);
    const { fetchMock } = openLog(`${PAGES.activity}?actor=someone&from=2026-02-30&to=2026-01-31`);
    await screen.findByRole('table', { name: 'Activity' });
    expect(lastQuery(fetchMock, API.activity.list)).toEqual({ page: '1', limit: '10', to: '2026-01-31' });

    const again = openLog(`${PAGES.activity}?actor=${gone}`);
    await waitFor(() => expect(within(again.container).getByLabelText('Staff member')).toHaveValue(gone));
    expect(within(again.container).getByRole('option', { name: 'A former staff member', selected: true })).toBeInTheDocument();
  });

  it.each([
    ['narrowed', `${PAGES.activity}?from=2026-01-01`, 'No activity matches these filters.'],
    ['whole', PAGES.activity, 'No activity recorded yet.'],
  ])('says when the %s log is empty, with nothing to export', async (_which, path, words) => {
    openLog(path, { [`GET ${API.activity.list}`]: () => jsonResponse(pageOf([])) });
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export 0 as CSV' })).toBeDisabled();
  });

  it('shows a loading state until the page arrives', async () => {
    openLog(PAGES.activity, { [`GET ${API.activity.list}`]: () => new Promise<Response>(() => {}) });
    await screen.findByRole('heading', { level: 1, name: 'Activity Log' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it.each([
    ['no answer comes', networkFailure, 'No response received from the server.'],
    ['the server refuses', () => jsonResponse({ message: ACTIVITY_MESSAGES.actorInvalid }, 400), `Error: ${ACTIVITY_MESSAGES.actorInvalid}`],
  ])('says why the page is missing when %s', async (_case, answer, words) => {
    openLog(PAGES.activity, { [`GET ${API.activity.list}`]: answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the activity log\'s export', () => {
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

  it('downloads exactly the current filters, every page of them, as a CSV file that keeps its byte-order mark', async () => {
    const csv = 'WHEN,STAFF,ACTION,APPLICATION,DETAIL,REASON\r\n2026-01-31 15:15,राम Thapa,Created,,x,\r\n';
    const names: string[] = [];
    vi.mocked(HTMLAnchorElement.prototype.click).mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { fetchMock, user } = openLog(`${PAGES.activity}?actor=${RAM._id}&to=2026-01-31&page=2`, {
      [`GET ${API.activity.export}`]: () => new Response(`\uFEFF${csv}`, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    await screen.findByRole('table', { name: 'Activity' });

    await user.click(screen.getByRole('button', { name: 'Export 23 as CSV' }));

    await waitFor(() => expect(created).toHaveLength(1));
    expect(lastQuery(fetchMock, API.activity.export)).toEqual({ actor: RAM._id, to: '2026-01-31' });
    const bytes = new Uint8Array(await created[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(csv);
    expect(names).toEqual([expect.stringMatching(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)]);
  });

  it('says why an export failed, in the log\'s words', async () => {
    const { user } = openLog(PAGES.activity, { [`GET ${API.activity.export}`]: () => jsonResponse({ message: AUTH_MESSAGES.forbidden }, 403) });
    await screen.findByRole('table', { name: 'Activity' });
    await user.click(screen.getByRole('button', { name: 'Export 23 as CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error: ${AUTH_MESSAGES.forbidden}`);
    expect(created).toHaveLength(0);
  });
});

describe('the activity log for an admin', () => {
  it('is neither in the menu nor open, and is never asked for', async () => {
    setSessionHint();
    const fetchMock = mockApi({});
    renderApp(PAGES.activity, { signedInAs: ADMIN });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forbidden);
    const menu = screen.getByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).queryByRole('link', { name: 'Activity Log' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Activity Log' })).toBeNull();
    expect(callsTo(fetchMock, API.activity.list)).toHaveLength(0);
    expect(callsTo(fetchMock, API.users.getUsers)).toHaveLength(0);
  });
});
