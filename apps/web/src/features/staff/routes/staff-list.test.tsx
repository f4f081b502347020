import { screen, waitFor, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, COMMON_MESSAGES, PAGES, type User } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

const PENDING: User = { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Priya New', email: 'priya@visadesk.test', role: 'admin', status: 'pending' };
const STAFF = [SUPER_ADMIN, ADMIN, PENDING];

async function openList(routes: Parameters<typeof mockApi>[0] = {}, state?: unknown) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse(STAFF), ...routes });
  const app = renderApp(PAGES.userManagement, { signedInAs: SUPER_ADMIN, state });
  await screen.findByRole('heading', { level: 1, name: 'Admin List' });
  return { ...app, fetchMock };
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;
const main = () => within(screen.getByRole('main'));

describe('admin list', () => {
  it('lists the staff with their real role and offers to add one', async () => {
    await openList();
    await screen.findByRole('rowheader', { name: /^Ravi Staff/ });

    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['NAME', 'EMAIL', 'ROLE', 'ACTION']);
    expect(within(rowOf('Asha Owner')).getByText('Super Admin')).toBeInTheDocument();
    expect(within(rowOf('Asha Owner')).getByText('(you)')).toBeInTheDocument();
    expect(within(rowOf('Ravi Staff')).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf('Ravi Staff')).getByText(ADMIN.email)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Add New User' })).toHaveAttribute('href', PAGES.addUserManagement);
    expect(main().getByRole('link', { name: 'Edit: Ravi Staff' })).toHaveAttribute('href', PAGES.editUserManagement);
  });

  it('shows a loading state until the staff arrive', async () => {
    await openList({ [`GET ${API.users.getUsers}`]: () => new Promise<Response>(() => {}) });
    expect(main().getByRole('status')).toHaveTextContent('Loading…');
  });

  it.each([
    ['the server refuses', () => jsonResponse({ message: AUTH_MESSAGES.forbidden }, 403), AUTH_MESSAGES.forbidden],
    ['no answer comes', networkFailure, AUTH_MESSAGES.noResponse],
  ])('says why the list is missing when %s', async (_case, answer, message) => {
    await openList({ [`GET ${API.users.getUsers}`]: answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('marks accounts awaiting approval and approves them', async () => {
    let approved = false;
    const { user, fetchMock } = await openList({
      [`GET ${API.users.getUsers}`]: () => jsonResponse(approved ? [SUPER_ADMIN, ADMIN, { ...PENDING, status: 'active' }] : STAFF),
      [`PUT ${API.users.approveUser(PENDING._id)}`]: () => {
        approved = true;
        return jsonResponse({ message: AUTH_MESSAGES.userApproved, user: { ...PENDING, status: 'active' } });
      },
    });
    await screen.findByRole('rowheader', { name: /^Priya New/ });
    expect(within(rowOf('Priya New')).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(rowOf('Ravi Staff')).queryByText('Awaiting approval')).toBeNull();
    expect(within(rowOf('Ravi Staff')).queryByRole('button', { name: /Approve/ })).toBeNull();

    await user.click(within(rowOf('Priya New')).getByRole('button', { name: 'Approve: Priya New' }));

    expect(await main().findByRole('status')).toHaveTextContent(AUTH_MESSAGES.userApproved);
    await waitFor(() => expect(within(rowOf('Priya New')).queryByText('Awaiting approval')).toBeNull());
    expect(callsTo(fetchMock, API.users.approveUser(PENDING._id))).toHaveLength(1);
  });

  it('deletes an account only after confirmation, then reloads the list', async () => {
    let deleted = false;
    const { user, fetchMock } = await openList({
      [`GET ${API.users.getUsers}`]: () => jsonResponse(deleted ? [SUPER_ADMIN, PENDING] : STAFF),
      [`DELETE ${API.users.deleteUser(ADMIN._id)}`]: () => {
        deleted = true;
        return jsonResponse({ message: AUTH_MESSAGES.userDeleted, _id: ADMIN._id });
      },
    });
    await user.click(await main().findByRole('button', { name: 'Delete: Ravi Staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user?' });
    expect(dialog).toHaveTextContent(ADMIN.email);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, API.users.deleteUser(ADMIN._id))).toHaveLength(0);

    await user.click(main().getByRole('button', { name: 'Delete: Ravi Staff' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));

    expect(await main().findByRole('status')).toHaveTextContent(AUTH_MESSAGES.userDeleted);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ravi Staff/ })).toBeNull());
    expect(callsTo(fetchMock, API.users.getUsers)).toHaveLength(2);
  });

  it.each([
    ['yourself', SUPER_ADMIN, AUTH_MESSAGES.cannotDeleteSelf],
    ['the last super admin', SUPER_ADMIN, AUTH_MESSAGES.cannotRemoveLastSuperAdmin],
  ])('shows the server refusal when deleting %s', async (_case, target, refusal) => {
    const { user } = await openList({ [`DELETE ${API.users.deleteUser(target._id)}`]: () => jsonResponse({ message: refusal }, 409) });
    await user.click(await main().findByRole('button', { name: `Delete: ${target.name}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete user' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(rowOf(target.name)).toBeInTheDocument();
  });

  it('refuses to delete an account whose id is malformed', async () => {
    const odd = { ...ADMIN, _id: '1234', name: 'Odd Account' };
    const { user, fetchMock } = await openList({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, odd]) });
    await user.click(await main().findByRole('button', { name: 'Delete: Odd Account' }));

    expect(screen.getByRole('alert')).toHaveTextContent(COMMON_MESSAGES.invalidId);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it('confirms a change made on the add or edit form', async () => {
    await openList({}, { notice: AUTH_MESSAGES.userAdded });
    await screen.findByRole('rowheader', { name: /^Ravi Staff/ });
    expect(main().getByRole('status')).toHaveTextContent(AUTH_MESSAGES.userAdded);
  });
});

describe('staff management for an admin who is not the super admin', () => {
  it.each([PAGES.userManagement, PAGES.addUserManagement, PAGES.editUserManagement])(
    'offers nothing at %s and does not ask the server',
    async (path) => {
      setSessionHint();
      const fetchMock = mockApi({});
      renderApp(path, { signedInAs: ADMIN, state: { user: PENDING } });

      expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.forbidden);
      expect(screen.queryByRole('link', { name: 'Add New User' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Admin List' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Delete|Approve/ })).toBeNull();
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(callsTo(fetchMock, API.users.getUsers)).toHaveLength(0);
    },
  );
});
