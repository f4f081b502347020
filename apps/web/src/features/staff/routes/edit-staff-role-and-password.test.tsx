import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

const RESET = API.users.resetUserPassword(ADMIN._id);
const TEMPORARY = 'Tq3x-temporary-9Zk';

async function openEdit(routes: Parameters<typeof mockApi>[0] = {}, account = ADMIN) {
  setSessionHint();
  const fetchMock = mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, ADMIN]), ...routes });
  const app = renderApp(PAGES.editUserManagement, { signedInAs: SUPER_ADMIN, state: { user: account } });
  await screen.findByRole('heading', { level: 1, name: 'Edit Admin' });
  return { ...app, fetchMock };
}

describe("edit admin: the staff member's role", () => {
  it('offers the role, set to the current one, and saves a change', async () => {
    const { user, fetchMock } = await openEdit({
      [`PUT ${API.users.updateUser(ADMIN._id)}`]: () => jsonResponse({ message: AUTH_MESSAGES.userUpdated, user: { ...ADMIN, role: 'superadmin' } }),
    });
    const role = screen.getByLabelText('Role');
    expect(role).toHaveValue('admin');
    expect(within(role).getAllByRole('option').map((o) => o.textContent)).toEqual(['Super Admin', 'Admin']);
    await user.selectOptions(role, 'Super Admin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin List' })).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, API.users.updateUser(ADMIN._id))[0]?.init.body))).toEqual({
      name: ADMIN.name, email: ADMIN.email, role: 'superadmin',
    });
  });

  it('says why when the last super admin would lose the role', async () => {
    const { user, router } = await openEdit({
      [`PUT ${API.users.updateUser(SUPER_ADMIN._id)}`]: () => jsonResponse({ message: AUTH_MESSAGES.cannotDemoteLastSuperAdmin }, 409),
    }, SUPER_ADMIN);
    await user.selectOptions(screen.getByLabelText('Role'), 'Admin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.cannotDemoteLastSuperAdmin);
    expect(router.state.location.pathname).toBe(PAGES.editUserManagement);
  });
});

describe("edit admin: resetting the staff member's password", () => {
  it('asks first, and nothing is reset when the super admin keeps the password', async () => {
    const { user, fetchMock } = await openEdit({ [`POST ${RESET}`]: () => jsonResponse({ temporaryPassword: TEMPORARY }) });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset this password?' });
    expect(dialog).toHaveTextContent(`${ADMIN.name} (${ADMIN.email}) will be signed out everywhere`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the password' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, RESET)).toHaveLength(0);
  });

  it('once confirmed, shows the temporary password once, with a button that copies it', async () => {
    const { user, fetchMock } = await openEdit({ [`POST ${RESET}`]: () => jsonResponse({ temporaryPassword: TEMPORARY }) });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByLabelText('Temporary password')).toHaveValue(TEMPORARY);
    expect(screen.getByText(AUTH_MESSAGES.temporaryPasswordIssued)).toBeInTheDocument();
    expect(callsTo(fetchMock, RESET)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(TEMPORARY);
  });

  it("says why a reset was refused", async () => {
    const { user } = await openEdit({ [`POST ${RESET}`]: () => jsonResponse({ message: AUTH_MESSAGES.userNotFound }, 404) });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.userNotFound);
    expect(screen.queryByLabelText('Temporary password')).toBeNull();
  });

  it("offers no reset of one's own password (the Profile page changes it)", async () => {
    await openEdit({}, SUPER_ADMIN);
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();
  });
});
