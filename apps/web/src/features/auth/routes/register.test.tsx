import { screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';

interface Account {
  name?: string;
  email?: string;
  password?: string;
}

async function submitRegistration(account: Account) {
  const app = renderApp(PAGES.register);
  await screen.findByRole('heading', { name: 'Register' });
  if (account.name) await app.user.type(screen.getByLabelText('Name'), account.name);
  if (account.email) await app.user.type(screen.getByLabelText('Email'), account.email);
  if (account.password) await app.user.type(screen.getByLabelText('Password'), account.password);
  await app.user.click(screen.getByRole('button', { name: 'Register' }));
  return app;
}

const COMPLETE = { name: 'Meera Patel', email: 'Meera@Example.com', password: 'long enough pass' };

describe('register page', () => {
  it('asks for every field first', async () => {
    const fetchMock = mockApi({});
    await submitRegistration({ name: 'Meera Patel', email: 'not-an-email' });

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.allFieldsRequired);
    expect(callsTo(fetchMock, API.users.register)).toHaveLength(0);
  });

  it.each([
    ['a malformed email', { ...COMPLETE, email: 'meera@' }, AUTH_MESSAGES.invalidEmail],
    ['a short password', { ...COMPLETE, password: 'short' }, AUTH_MESSAGES.passwordTooShort],
  ])('applies the contract rules for %s', async (_case, account, message) => {
    const fetchMock = mockApi({});
    await submitRegistration(account);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(callsTo(fetchMock, API.users.register)).toHaveLength(0);
  });

  it('shows why a common password is refused, not the spec\'s "user exists"', async () => {
    mockApi({
      [`POST ${API.users.register}`]: () => jsonResponse({ message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } }, 400),
    });
    await submitRegistration({ ...COMPLETE, password: 'sunita123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordTooCommon);
  });

  it('sends the account and goes to the login page with the server confirmation', async () => {
    const fetchMock = mockApi({
      [`POST ${API.users.register}`]: () =>
        jsonResponse({ message: AUTH_MESSAGES.registered, user: { _id: 'x' } }, 201),
    });
    const { router } = await submitRegistration(COMPLETE);

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.registered);
    expect(callsTo(fetchMock, API.users.register)[0]?.init.body).toBe(
      JSON.stringify({ name: 'Meera Patel', email: 'meera@example.com', password: 'long enough pass' }),
    );
  });

  it.each([
    ['a server error', () => jsonResponse({ message: 'Email already used' }, 409), AUTH_MESSAGES.userExists],
    ['a 429 (too many attempts)', () => jsonResponse({ message: AUTH_MESSAGES.tooManyAttempts }, 429), AUTH_MESSAGES.tooManyAttempts],
    ['no answer', networkFailure, AUTH_MESSAGES.noResponse],
    ['anything else', () => { throw new Error('unexpected'); }, AUTH_MESSAGES.registrationError],
  ])('shows the right message for %s', async (_case, answer, message) => {
    mockApi({ [`POST ${API.users.register}`]: answer });
    const { router } = await submitRegistration(COMPLETE);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(PAGES.register);
  });

  it('links to sign in', async () => {
    mockApi({});
    renderApp(PAGES.register);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', PAGES.login);
  });
});
