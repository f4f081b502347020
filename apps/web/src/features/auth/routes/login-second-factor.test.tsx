import { screen } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';

const TOKENS = { token: 'Bearer fresh-token', refreshToken: 'opaque' };
const CODE_NEEDED = { message: AUTH_MESSAGES.twoFactorCodeNeeded, twoFactorRequired: true };
const CODE_WRONG = { message: AUTH_MESSAGES.twoFactorCodeIncorrect, twoFactorRequired: true };

/** The login page of an account with a second factor: the server answers each login in turn. */
async function signInWithSecondFactor(answers: Array<() => Response>) {
  setSessionHint();
  let call = 0;
  const fetchMock = mockApi({
    [`POST ${API.users.login}`]: () => (answers[call++] ?? answers[answers.length - 1] as () => Response)(),
    [`GET ${API.users.me}`]: () => jsonResponse({ ...ADMIN, twoFactor: { enabled: true, required: false } }),
  });
  const app = renderApp(PAGES.login);
  await app.user.type(await screen.findByLabelText('Email'), 'ravi@visadesk.test');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...app, fetchMock, bodies: () => callsTo(fetchMock, API.users.login).map((c) => JSON.parse(String(c.init.body))) };
}

describe('login page, second factor', () => {
  it('asks for the authentication code once the password was right, keeping the password', async () => {
    const { user, router, bodies } = await signInWithSecondFactor([() => jsonResponse(CODE_NEEDED, 401), () => jsonResponse(TOKENS)]);

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.dashboard);
    expect(bodies()).toEqual([
      { email: 'ravi@visadesk.test', password: 'correct horse' },
      { email: 'ravi@visadesk.test', password: 'correct horse', code: '123456' },
    ]);
  });

  it('says when the code is wrong and lets the staff member try again', async () => {
    const { user, router } = await signInWithSecondFactor([() => jsonResponse(CODE_NEEDED, 401), () => jsonResponse(CODE_WRONG, 401)]);
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.twoFactorCodeIncorrect);
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.login);
  });

  it('asks for the code before calling the server again', async () => {
    const { user, bodies } = await signInWithSecondFactor([() => jsonResponse(CODE_NEEDED, 401)]);
    await screen.findByLabelText('Authentication code');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.allFieldsRequired);
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies()).toHaveLength(1);
  });

  it('takes a recovery code instead, in a field that accepts letters', async () => {
    const { user, bodies } = await signInWithSecondFactor([() => jsonResponse(CODE_NEEDED, 401), () => jsonResponse(TOKENS)]);
    await screen.findByLabelText('Authentication code');
    expect(screen.getByText(/No access to your authenticator app\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));

    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).not.toHaveAttribute('inputmode');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await user.type(recovery, 'ABCDE-FGH23');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(bodies()[1]).toEqual({ email: 'ravi@visadesk.test', password: 'correct horse', code: 'ABCDE-FGH23' });
  });

  it('still says "Invalid email or password." for a wrong password, with no code field', async () => {
    await signInWithSecondFactor([() => jsonResponse({ message: AUTH_MESSAGES.invalidCredentials }, 401)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });
});
