import { screen, waitFor, within } from '@testing-library/react';
import { API, APPLICATION_MESSAGES, PAGES, PAGE_SIZE } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { aListOf, anApplication } from '../testing/fixtures';
import { queryOf, renderDesk } from '../testing/render-desk';

const MEERA = anApplication();
const ADMIN_ENTRY = anApplication({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  givenN: 'Ravi',
  surname: 'Kumar',
  passport: 'K7654321',
  isAdmin: true,
  isStatus: 'approved',
  pending: '2025-02-01',
  approve: '2025-02-20',
  // Registered before the journey: no stage yet.
  stage: '',
  stageSince: '',
  stageDue: '',
});

function rowOf(text: string): HTMLElement {
  const row = screen.getByRole('cell', { name: text }).closest('tr');
  if (!row) throw new Error(`No row holds ${text}`);
  return row;
}

describe('application list', () => {
  it('shows the columns of the spec but ADMIN, with Admin in place of the name when isAdmin is set', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA, ADMIN_ENTRY])) });
    renderDesk(PAGES.application);

    await screen.findByRole('cell', { name: 'Meera Patel' });
    // The spec's columns, after the tick that sets one status for several.
    const [tick, ...headers] = screen.getAllByRole('columnheader');
    expect(within(tick!).getByRole('checkbox', { name: 'Select every application on this page' })).toBeInTheDocument();
    // No ADMIN column: it said "No" on every row (nothing sets the flag), read as a refusal.
    expect(headers.map((cell) => cell.textContent)).toEqual(['NAME', 'PASSPORT NO', 'STATUS', 'STAGE', 'VISA COLLECT DATE', 'VISA APPROVE DATE', 'ACTION']);
    const adminRow = within(rowOf('K7654321'));
    expect(adminRow.getAllByRole('cell').map((cell) => cell.textContent).slice(1, 7)).toEqual([
      'Admin', 'K7654321', 'Approved', '—', '2025-02-01', '2025-02-20',
    ]);
    expect(within(rowOf('Meera Patel')).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href', `/updateApplicationView/${MEERA._id}`,
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Add Application' })).toHaveAttribute(
      'href', PAGES.addUserApplication,
    );
    expect(queryOf(callsTo(fetchMock, API.applications.list)[0]?.url ?? '')).toEqual({ page: '1', limit: String(PAGE_SIZE) });
  });

  it('says so when there are no applications', async () => {
    mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([])) });
    renderDesk(PAGES.application);
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows a loading state until the page arrives', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ [`GET ${API.applications.list}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderDesk(PAGES.application);

    await screen.findByRole('heading', { name: 'Application List' });
    await waitFor(() => expect(screen.getByText('Loading…')).toBeInTheDocument());
    answer(jsonResponse(aListOf([MEERA])));
    expect(await screen.findByRole('cell', { name: 'Meera Patel' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('pages with Prev and Next, keeping the page in the address', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA], { totalPages: 3 })),
    });
    const { user, router } = renderDesk(PAGES.application);

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '')).toEqual({ page: '2', limit: '10' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('reads the page and the search from the address', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA], { totalPages: 4, currentPage: 2 })),
    });
    const { router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await router.navigate(`${PAGES.application}?page=2&search=p123`);

    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Passport search ...')).toHaveValue('p123');
    expect(queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '')).toEqual({
      page: '2', limit: '10', search: 'p123',
    });
  });

  it('searches once typing pauses, from the first page, without losing what was typed', async () => {
    const fetchMock = mockApi({
      [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA], { totalPages: 2 })),
    });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    const box = screen.getByPlaceholderText('Passport search ...');
    await user.type(box, 'P123');
    await waitFor(() => expect(router.state.location.search).toBe('?search=P123'));
    await waitFor(() =>
      expect(queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '')).toEqual({
        page: '1', limit: '10', search: 'P123',
      }),
    );
    expect(box).toHaveValue('P123');
  });

  it('searches at once on submit', async () => {
    mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA])) });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });

    await user.type(screen.getByPlaceholderText('Passport search ...'), 'K76{Enter}');
    expect(router.state.location.search).toBe('?search=K76');
  });

  it('keeps a space typed between words while the search before it applies', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA])) });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });

    const box = screen.getByPlaceholderText('Passport search ...');
    await user.type(box, 'Meera ');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Meera'));
    await waitFor(() => expect(queryOf(callsTo(fetchMock, API.applications.list).at(-1)?.url ?? '').search).toBe('Meera'));
    await user.type(box, 'Patel{Enter}');
    expect(box).toHaveValue('Meera Patel');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Meera+Patel'));
  });

  it('says at the box when a search is too long, and does not send it', async () => {
    const fetchMock = mockApi({ [`GET ${API.applications.list}`]: () => jsonResponse(aListOf([MEERA])) });
    const { user, router } = renderDesk(PAGES.application);
    await screen.findByRole('cell', { name: 'Meera Patel' });
    const asked = callsTo(fetchMock, API.applications.list).length;

    const box = screen.getByPlaceholderText('Passport search ...');
    await user.click(box);
    await user.paste('P'.repeat(101));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(APPLICATION_MESSAGES.searchTooLong)).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(APPLICATION_MESSAGES.searchTooLong);
    expect(router.state.location.search).toBe('');
    expect(callsTo(fetchMock, API.applications.list)).toHaveLength(asked);
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Page is out of range' }, 400), `${APPLICATION_MESSAGES.listErrorPrefix}Page is out of range`],
    ['no answer', networkFailure, APPLICATION_MESSAGES.listNoResponse],
  ])('reports %s', async (_case, answer, message) => {
    mockApi({ [`GET ${API.applications.list}`]: answer });
    renderDesk(PAGES.application);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
