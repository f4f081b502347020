import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { TIMEOUTS } from '../../../config/timing';

const NEW_ADMIN = { name: 'Meera Patel', email: 'Meera@Example.com' };

async function submitNewUser(routes: Parameters<typeof mockApi>[0], account: Partial<typeof NEW_ADMIN> = NEW_ADMIN, role?: string) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN]), ...routes });
  const app = renderApp(PAGES.addUserManagement, { signedInAs: SUPER_ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Add Admin' });
  if (account.name) await app.user.type(screen.getByLabelText('Name'), account.name);
  if (account.email) await app.user.type(screen.getByLabelText('Email'), account.email);
  if (role) await app.user.selectOptions(screen.getByLabelText('Role'), role);
  await app.user.click(screen.getByRole('button', { name: 'Add User' }));
  return { ...app, fetchMock };
}

describe('add admin', () => {
  it('offers the Admin and Super Admin roles, Admin first', async () => {
    setSessionHint();
    mockApi({});
    renderApp(PAGES.addUserManagement, { signedInAs: SUPER_ADMIN });
    const role = await screen.findByLabelText('Role');
    expect(role).toHaveValue('admin');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Super Admin', 'Admin']);
  });

  it('asks for every field before calling the server', async () => {
    const { fetchMock } = await submitNewUser({}, { name: 'Meera Patel' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.allFieldsRequired);
    expect(callsTo(fetchMock, API.users.addUser)).toHaveLength(0);
  });

  it('asks for no password: the new staff member is invited by email to choose their own', async () => {
    setSessionHint();
    mockApi({});
    renderApp(PAGES.addUserManagement, { signedInAs: SUPER_ADMIN });
    await screen.findByLabelText('Role');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByText(/We email them a link to choose their own password; it works once, for 7 days/)).toBeInTheDocument();
  });

  it('invites the account and returns to the Admin List with the confirmation', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { fetchMock, router } = await submitNewUser(
      { [`POST ${API.users.addUser}`]: () => jsonResponse({ message: AUTH_MESSAGES.invitationSent, user: { _id: 'x' } }, 201) },
      NEW_ADMIN,
      'Super Admin',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin List' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.userManagement);
    expect(await screen.findByText(AUTH_MESSAGES.invitationSent)).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, API.users.addUser)[0]?.init.body).toBe(
      JSON.stringify({ name: 'Meera Patel', email: 'meera@example.com', role: 'superadmin' }),
    );
    expect(timeouts.mock.calls.some(([, delay]) => delay === TIMEOUTS.addUser)).toBe(true);
  });

  it('marks the field the server refused, with the spec\'s message above the form', async () => {
    await submitNewUser({
      [`POST ${API.users.addUser}`]: () =>
        jsonResponse({ message: 'Validation failed.', errors: { email: 'That address cannot receive mail.' } }, 400),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.userExists);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a taken email (409)', () => jsonResponse({ message: 'That email is already used.' }, 409), AUTH_MESSAGES.userExists],
    ['another server error', () => jsonResponse({ message: 'Boom' }, 500), AUTH_MESSAGES.userExists],
    ['no answer', networkFailure, AUTH_MESSAGES.noResponse],
    ['anything else', () => { throw new Error('unexpected'); }, AUTH_MESSAGES.registrationError],
  ])('shows the right message for %s', async (_case, answer, message) => {
    const { router } = await submitNewUser({ [`POST ${API.users.addUser}`]: answer });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(PAGES.addUserManagement);
  });
});
