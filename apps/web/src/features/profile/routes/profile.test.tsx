import { screen, waitFor, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';
import { TIMEOUTS } from '../../../config/timing';

/** The profile form's current password (the two-factor section below asks for its own). */
const profilePassword = () => screen.getAllByLabelText('Current Password')[0] as HTMLElement;

async function openProfile(answer: () => Response | Promise<Response> = () => jsonResponse({ message: 'nope' }, 500)) {
  setSessionHint();
  const fetchMock = mockApi({ [`POST ${API.users.profile}`]: answer });
  const app = renderApp(PAGES.profile, { signedInAs: SUPER_ADMIN });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  return { ...app, fetchMock };
}

const CURRENT = 'my current password';

async function fill(
  user: Awaited<ReturnType<typeof openProfile>>['user'],
  password: string,
  confirmPassword = password,
  currentPassword = CURRENT,
) {
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Asha Mehta');
  if (currentPassword) await user.type(profilePassword(), currentPassword);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirmPassword) await user.type(screen.getByLabelText('Confirm Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
}

describe('profile', () => {
  it('shows the name and the email of the signed-in staff member, both editable', async () => {
    await openProfile();
    expect(screen.getByLabelText('Name')).toHaveValue(SUPER_ADMIN.name);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(SUPER_ADMIN.email);
    expect(email).not.toHaveAttribute('readonly');
  });

  it('asks for the current password, for the password manager to fill', async () => {
    await openProfile();
    const current = profilePassword();
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toHaveValue('');
  });

  it('asks for the name and the current password, not for a new password', async () => {
    const { user, fetchMock } = await openProfile();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findAllByText(AUTH_MESSAGES.allFieldsRequired)).toHaveLength(2);
    expect(profilePassword()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.users.profile)).toHaveLength(0);
  });

  it('saves a new name and email without a new password, says so, and stays on the page', async () => {
    const { user, fetchMock, router, store } = await openProfile(() =>
      jsonResponse({ message: AUTH_MESSAGES.profileUpdated, user: { ...SUPER_ADMIN, name: 'Asha Mehta', email: 'asha@visadesk.test' } }),
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@visadesk.test');
    await fill(user, '');

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated.');
    expect(router.state.location.pathname).toBe(PAGES.profile);
    expect(JSON.parse(String(callsTo(fetchMock, API.users.profile)[0]?.init.body))).toEqual({
      name: 'Asha Mehta',
      email: 'asha@visadesk.test',
      currentPassword: CURRENT,
    });
    expect(store.getState().auth.user).toMatchObject({ name: 'Asha Mehta', email: 'asha@visadesk.test' });
    expect(profilePassword()).toHaveValue('');
  });

  it('insists the passwords match', async () => {
    const { user, fetchMock } = await openProfile();
    await fill(user, 'a long new password', 'a different password');
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, API.users.profile)).toHaveLength(0);
  });

  it('changes the password, says so instead of jumping to the home page, and clears the password fields', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const { user, fetchMock, router, store } = await openProfile(() =>
      jsonResponse({ message: AUTH_MESSAGES.passwordChanged, user: { ...SUPER_ADMIN, name: 'Asha Mehta' } }),
    );
    await fill(user, 'a long new password');

    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordChanged);
    expect(screen.getByRole('status')).toHaveTextContent('Your password is changed');
    expect(router.state.location.pathname).toBe(PAGES.profile);
    expect(JSON.parse(String(callsTo(fetchMock, API.users.profile)[0]?.init.body))).toEqual({
      name: 'Asha Mehta',
      email: SUPER_ADMIN.email,
      currentPassword: CURRENT,
      password: 'a long new password',
      confirmPassword: 'a long new password',
    });
    expect(timeouts.mock.calls.some(([, delay]) => delay === TIMEOUTS.profile)).toBe(true);
    expect(store.getState().auth.user?.name).toBe('Asha Mehta');
    expect(profilePassword()).toHaveValue('');
    for (const label of ['Password', 'Confirm Password']) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('says at the field when the current password is wrong, and stays on the page', async () => {
    const { user, router, fetchMock } = await openProfile(() =>
      jsonResponse({ message: AUTH_MESSAGES.currentPasswordIncorrect }, 400),
    );
    await fill(user, 'a long new password');

    const current = profilePassword();
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveValue('');
    expect(current).toHaveFocus();
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
    expect(router.state.location.pathname).toBe(PAGES.profile);
    expect(callsTo(fetchMock, API.users.profile)).toHaveLength(1);
  });

  it.each([
    ['the server message', () => jsonResponse({ message: 'Password is too common.' }, 400), 'Request was aborted: Password is too common.'],
    ['the error message when no answer comes', networkFailure, 'Request was aborted: The network request failed.'],
  ])('shows "Request was aborted" with %s', async (_case, answer, message) => {
    const { user, router } = await openProfile(answer);
    await fill(user, 'a long new password');

    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(message.startsWith(AUTH_MESSAGES.profileAborted(''))).toBe(true);
    expect(router.state.location.pathname).toBe(PAGES.profile);
  });
});
