import { screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, networkFailure } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';

const TOKEN = 'Zm9yZ290LXBhc3N3b3JkLXRva2VuLWZvci10ZXN0cw';
const NEW_PASSWORD = 'a brand new passphrase';

describe('forgot password', () => {
  it('is offered on the login page', async () => {
    mockApi({});
    renderApp(PAGES.login);
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', PAGES.forgotPassword);
  });

  it("sends the address and shows the server's answer, the same for any address", async () => {
    const fetchMock = mockApi({ [`POST ${API.users.forgotPassword}`]: () => jsonResponse({ message: AUTH_MESSAGES.resetLinkSent }) });
    const app = renderApp(PAGES.forgotPassword);
    await app.user.type(await screen.findByLabelText('Email'), 'Ravi@Maple-Route.test');
    await app.user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_MESSAGES.resetLinkSent);
    expect(callsTo(fetchMock, API.users.forgotPassword)[0]?.init.body).toBe(JSON.stringify({ email: 'ravi@maple-route.test' }));
    expect(screen.queryByRole('button', { name: 'Email me a link' })).toBeNull();
  });

  it.each([
    ['a malformed address', 'ravi@', null, AUTH_MESSAGES.invalidEmail],
    ['too many requests', 'ravi@maple-route.test', () => jsonResponse({ message: AUTH_MESSAGES.tooManyAttempts }, 429), AUTH_MESSAGES.tooManyAttempts],
    ['no answer', 'ravi@maple-route.test', networkFailure, AUTH_MESSAGES.noResponse],
  ])('says why for %s', async (_case, email, answer, message) => {
    mockApi(answer ? { [`POST ${API.users.forgotPassword}`]: answer } : {});
    const app = renderApp(PAGES.forgotPassword);
    await app.user.type(await screen.findByLabelText('Email'), email);
    await app.user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('choosing a new password from the emailed link', () => {
  async function submit(password: string, confirm = password) {
    const app = renderApp(`${PAGES.resetPassword}?token=${TOKEN}`);
    await app.user.type(await screen.findByLabelText('New password'), password);
    await app.user.type(screen.getByLabelText('Confirm new password'), confirm);
    await app.user.click(screen.getByRole('button', { name: 'Save the new password' }));
    return app;
  }

  it("sends the link's token with the new password, then asks to sign in with it", async () => {
    const fetchMock = mockApi({ [`POST ${API.users.resetPassword}`]: () => jsonResponse({ message: AUTH_MESSAGES.passwordResetDone }) });
    const { router } = await submit(NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_MESSAGES.passwordResetDone);
    expect(JSON.parse(String(callsTo(fetchMock, API.users.resetPassword)[0]?.init.body))).toEqual({
      token: TOKEN, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD,
    });
  });

  it('checks the two passwords match before sending', async () => {
    const fetchMock = mockApi({});
    await submit(NEW_PASSWORD, 'something else entirely');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordsDoNotMatch);
    expect(callsTo(fetchMock, API.users.resetPassword)).toHaveLength(0);
  });

  it('says when the link is used or expired, and offers a new one', async () => {
    mockApi({ [`POST ${API.users.resetPassword}`]: () => jsonResponse({ message: AUTH_MESSAGES.resetLinkInvalid }, 400) });
    const { router } = await submit(NEW_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetLinkInvalid);
    expect(router.state.location.pathname).toBe(PAGES.resetPassword);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', PAGES.forgotPassword);
  });
});
