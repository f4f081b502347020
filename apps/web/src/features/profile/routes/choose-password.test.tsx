import { screen, waitFor } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';

const RESET_ADMIN = { ...ADMIN, mustChangePassword: true };
const TEMPORARY = 'the temporary one';
const CHOSEN = 'a password of my own';

function openDesk(path: string, answer = () => jsonResponse({ message: AUTH_MESSAGES.passwordChanged, user: ADMIN })) {
  setSessionHint();
  const fetchMock = mockApi({
    [`POST ${API.users.profile}`]: answer,
    [`GET ${API.dashboard}`]: () => jsonResponse({ message: AUTH_MESSAGES.passwordChangeRequired }, 403),
  });
  return { ...renderApp(path, { signedInAs: RESET_ADMIN }), fetchMock };
}

async function choose(user: ReturnType<typeof openDesk>['user'], password = CHOSEN, confirmation = password) {
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
  await user.type(screen.getByLabelText('Temporary Password'), TEMPORARY);
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('after the super admin reset the password', () => {
  it.each([PAGES.dashboard, PAGES.application, PAGES.profile])('%s leads to the "choose a new password" screen, and nothing else', async (path) => {
    const { router } = openDesk(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.choosePassword);
    expect(screen.getByText(AUTH_MESSAGES.passwordChangeRequired)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Application' })).toBeNull();
  });

  it('asks for a new password before sending anything', async () => {
    const { user, fetchMock } = openDesk(PAGES.dashboard);
    await choose(user, '', '');
    expect(await screen.findAllByText(AUTH_MESSAGES.allFieldsRequired)).toHaveLength(2);
    expect(callsTo(fetchMock, API.users.profile)).toHaveLength(0);
  });

  it('sends the temporary password and the new one through the profile call, then opens the desk', async () => {
    const { user, fetchMock, router, store } = openDesk(PAGES.dashboard);
    await choose(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(PAGES.dashboard));
    expect(JSON.parse(String(callsTo(fetchMock, API.users.profile)[0]?.init.body))).toEqual({
      name: ADMIN.name, currentPassword: TEMPORARY, password: CHOSEN, confirmPassword: CHOSEN,
    });
    expect(store.getState().auth.user?.mustChangePassword).toBe(false);
  });

  it('says at the field when the temporary password is wrong, and stays', async () => {
    const { user, router } = openDesk(PAGES.dashboard, () => jsonResponse({ message: AUTH_MESSAGES.currentPasswordIncorrect }, 400));
    await choose(user);
    await waitFor(() => expect(screen.getByLabelText('Temporary Password')).toHaveAccessibleDescription(AUTH_MESSAGES.currentPasswordIncorrect));
    expect(router.state.location.pathname).toBe(PAGES.choosePassword);
  });
});
