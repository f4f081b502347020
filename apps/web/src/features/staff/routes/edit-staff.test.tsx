import { screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

async function openEdit(routes: Parameters<typeof mockApi>[0] = {}, state: unknown = 'with the account') {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, ADMIN]), ...routes });
  const app = renderApp(PAGES.editUserManagement, {
    signedInAs: SUPER_ADMIN,
    state: state === 'with the account' ? { user: ADMIN } : state,
  });
  return { ...app, fetchMock };
}

async function rename(user: Awaited<ReturnType<typeof openEdit>>['user']) {
  await screen.findByRole('heading', { level: 1, name: 'Edit Admin' });
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
}

describe('edit admin', () => {
  it.each([
    ['no state', null],
    ['state that is not an account', { user: { name: 'x' } }],
  ])('goes back to the Admin List when opened with %s', async (_case, state) => {
    const { router } = await openEdit({}, state);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.userManagement);
  });

  it('fills in the name and email of the account', async () => {
    await openEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Admin' });
    expect(screen.getByLabelText('Name')).toHaveValue(ADMIN.name);
    expect(screen.getByLabelText('Email')).toHaveValue(ADMIN.email);
  });

  it('asks for both fields', async () => {
    const { user, fetchMock } = await openEdit();
    await screen.findByRole('heading', { level: 1, name: 'Edit Admin' });
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.allFieldsRequired);
    expect(callsTo(fetchMock, API.users.updateUser(ADMIN._id))).toHaveLength(0);
  });

  it('saves the name and email and returns to the list', async () => {
    const { user, fetchMock, router } = await openEdit({
      [`PUT ${API.users.updateUser(ADMIN._id)}`]: () => jsonResponse({ message: AUTH_MESSAGES.userUpdated, user: { ...ADMIN, name: 'Ravi Kumar' } }),
    });
    await rename(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.userManagement);
    expect(await screen.findByText(AUTH_MESSAGES.userUpdated)).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, API.users.updateUser(ADMIN._id))[0]?.init.body).toBe(
      JSON.stringify({ name: 'Ravi Kumar', email: ADMIN.email, role: ADMIN.role }),
    );
  });

  it.each([
    ['the server explains', () => jsonResponse({ message: AUTH_MESSAGES.emailTaken }, 409), AUTH_MESSAGES.emailTaken],
    ['something unexpected happens', () => { throw new Error('unexpected'); }, AUTH_MESSAGES.updateUserFailed],
    ['no answer comes', networkFailure, AUTH_MESSAGES.updateUserFailed],
  ])('shows why the update failed when %s', async (_case, answer, message) => {
    const { user, router } = await openEdit({ [`PUT ${API.users.updateUser(ADMIN._id)}`]: answer });
    await rename(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(PAGES.editUserManagement);
  });
});
