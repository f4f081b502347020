import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, COMMON_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';

const TOKENS = { token: 'Bearer fresh-token', refreshToken: 'opaque' };

async function submitLogin(path: string = PAGES.login, state?: unknown) {
  const app = renderApp(path, { state });
  await app.user.type(await screen.findByLabelText('Email'), 'ravi@visadesk.test');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('login page', () => {
  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderApp(PAGES.login);
    await user.type(await screen.findByLabelText('Email'), 'ravi@visadesk.test');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.allFieldsRequired);
    expect(callsTo(fetchMock, API.users.login)).toHaveLength(0);
  });

  it('signs in, loads the staff member and opens the dashboard', async () => {
    setSessionHint();
    const fetchMock = mockApi({
      [`POST ${API.users.login}`]: () => jsonResponse(TOKENS),
      [`GET ${API.users.me}`]: () => jsonResponse(ADMIN),
    });
    const { router, store } = await submitLogin();

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.dashboard);
    expect(store.getState().auth).toMatchObject({ token: TOKENS.token, status: 'authenticated' });
    expect(callsTo(fetchMock, API.users.login)[0]?.init.body).toBe(
      JSON.stringify({ email: 'ravi@visadesk.test', password: 'correct horse' }),
    );
    const me = callsTo(fetchMock, API.users.me)[0];
    expect(new Headers(me?.init.headers).get('Authorization')).toBe(TOKENS.token);
    expect(localStorage.length).toBe(0);
  });

  it('returns to the staff page the user first asked for', async () => {
    setSessionHint();
    mockApi({
      [`POST ${API.users.login}`]: () => jsonResponse(TOKENS),
      [`GET ${API.users.me}`]: () => jsonResponse(ADMIN),
    });
    const app = renderApp(PAGES.application);
    await app.user.type(await screen.findByLabelText('Email'), 'ravi@visadesk.test');
    await app.user.type(screen.getByLabelText('Password'), 'correct horse');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Application List' })).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PAGES.application);
  });

  it('disables the button and shows a spinner while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ [`POST ${API.users.login}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await submitLogin();

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner-border')).not.toBeNull();
    answer(jsonResponse({ message: 'nope' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
    expect(button).toBeEnabled();
  });

  it.each([
    ['a 401', () => jsonResponse({ message: 'Invalid email or password.' }, 401), AUTH_MESSAGES.invalidCredentials],
    ['another server error', () => jsonResponse({ message: 'Boom' }, 500), AUTH_MESSAGES.loginFailed],
    ['a 200 without a token', () => jsonResponse({ refreshToken: 'x' }), AUTH_MESSAGES.noToken],
    ['no answer', networkFailure, AUTH_MESSAGES.noResponse],
    ['a 403 (awaiting approval)', () => jsonResponse({ message: AUTH_MESSAGES.awaitingApproval }, 403), AUTH_MESSAGES.awaitingApproval],
    ['a 429 (too many attempts)', () => jsonResponse({ message: AUTH_MESSAGES.tooManyAttempts }, 429), AUTH_MESSAGES.tooManyAttempts],
    ['a 503 (password checks queued full)', () => jsonResponse({ message: COMMON_MESSAGES.busy }, 503), COMMON_MESSAGES.busy],
  ])('shows the right message for %s', async (_case, answer, message) => {
    mockApi({ [`POST ${API.users.login}`]: answer });
    const { router } = await submitLogin();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(PAGES.login);
  });

  it('shows the generic login error when anything else goes wrong', async () => {
    mockApi({
      [`POST ${API.users.login}`]: () => jsonResponse(TOKENS),
      [`GET ${API.users.me}`]: () => jsonResponse({ unexpected: true }),
    });
    const { store } = await submitLogin();

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginError);
    expect(store.getState().auth).toMatchObject({ token: null, status: 'anonymous' });
  });

  it('shows a notice passed from registration', async () => {
    mockApi({});
    renderApp(PAGES.login, { state: { notice: AUTH_MESSAGES.registered } });
    await screen.findByRole('heading', { name: 'Login' });

    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(AUTH_MESSAGES.registered);
    expect(within(notice).queryByRole('alert')).toBeNull();
  });

  it('links to registration', async () => {
    mockApi({});
    renderApp(PAGES.login);
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', PAGES.register);
  });
});
