import { screen, waitFor, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES, type CurrentUser } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, renderApp } from '../../../testing/render-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SETUP = { secret: SECRET, otpauthUrl: `otpauth://totp/VisaDesk:ravi%40visadesk.test?secret=${SECRET}&issuer=VisaDesk` };
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD', 'EEEEE-FFFFF', 'GGGGG-HHHHH', 'IIIII-JJJJJ', 'KKKKK-LLLLL', 'MMMMM-NNNNN', 'OOOOO-PPPPP', 'QQQQQ-RRRRR', 'SSSSS-TTTTT'];

async function openProfile(routes: Parameters<typeof mockApi>[0], twoFactor: CurrentUser['twoFactor'] = { enabled: false, required: false }) {
  setSessionHint();
  const fetchMock = mockApi(routes);
  const app = renderApp(PAGES.profile, { signedInAs: { ...ADMIN, twoFactor } });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  const section = screen.getByRole('region', { name: 'Two-factor authentication' });
  return { ...app, fetchMock, section };
}

const sentTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  callsTo(fetchMock, path).map((c) => (c.init.body ? JSON.parse(String(c.init.body)) : undefined));

describe('profile, two-factor authentication', () => {
  it('sets it up: a QR code drawn locally, the key as text, then the code the app shows', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, section, fetchMock, store } = await openProfile({
      [`POST ${API.users.twoFactorSetup}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
      [`POST ${API.users.twoFactorEnable}`]: () => jsonResponse({ recoveryCodes: CODES }),
    });
    const start = within(section).getByRole('button', { name: 'Set up two-factor authentication' });
    // The current password first: a session alone does not choose the second factor.
    await user.type(within(section).getByLabelText('Current Password'), 'my password');
    await user.click(start);
    expect(start).toBeDisabled();
    answer(jsonResponse(SETUP));

    const qr = await within(section).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = within(section).getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor authentication' }));

    expect(await within(section).findByRole('heading', { name: 'Save these recovery codes now' })).toBeInTheDocument();
    expect(within(section).getByText(/shown only this once/)).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(within(section).getByRole('status')).toHaveTextContent('Two-factor authentication is on. Your other sessions were signed out.');
    expect(sentTo(fetchMock, API.users.twoFactorSetup)).toEqual([{ currentPassword: 'my password' }]);
    expect(sentTo(fetchMock, API.users.twoFactorEnable)).toEqual([{ code: '123456' }]);
    expect(store.getState().auth.user?.twoFactor).toEqual({ enabled: true, required: false });

    await user.click(within(section).getByRole('button', { name: 'Copy codes' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    expect(within(section).getByText(/^Copied\./)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'I have saved them' }));
    expect(within(section).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Turn off two-factor authentication' })).toBeInTheDocument();
  });

  it('says at the code field when the code is wrong, and turns nothing on', async () => {
    const { user, section, store } = await openProfile({
      [`POST ${API.users.twoFactorSetup}`]: () => jsonResponse(SETUP),
      [`POST ${API.users.twoFactorEnable}`]: () => jsonResponse({ message: AUTH_MESSAGES.twoFactorSetupCodeIncorrect }, 400),
    });
    await user.type(within(section).getByLabelText('Current Password'), 'my password');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await within(section).findByLabelText('Authentication code'), '000000');
    await user.click(within(section).getByRole('button', { name: 'Turn on two-factor authentication' }));

    const code = within(section).getByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not valid. Enter the 6-digit code your authenticator app shows now.'));
    expect(code).toHaveFocus();
    expect(store.getState().auth.user?.twoFactor.enabled).toBe(false);
  });

  it('shows why a set-up could not start', async () => {
    const { user, section } = await openProfile({
      [`POST ${API.users.twoFactorSetup}`]: () => jsonResponse({ message: AUTH_MESSAGES.twoFactorAlreadyOn }, 409),
    });
    await user.type(within(section).getByLabelText('Current Password'), 'my password');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.twoFactorAlreadyOn);
  });

  it('asks for the current password before a set-up, and says at the field when it is wrong', async () => {
    const { user, section, fetchMock } = await openProfile({
      [`POST ${API.users.twoFactorSetup}`]: () => jsonResponse({ message: AUTH_MESSAGES.currentPasswordIncorrect }, 400),
    });
    const password = within(section).getByLabelText('Current Password');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/./));
    expect(callsTo(fetchMock, API.users.twoFactorSetup)).toHaveLength(0);
    await user.type(password, 'not my password');
    await user.click(within(section).getByRole('button', { name: 'Set up two-factor authentication' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Current password is incorrect.'));
    expect(password).toHaveFocus();
    expect(within(section).queryByLabelText('Authentication code')).toBeNull();
  });

  it('turns it off with the current password and a code', async () => {
    const { user, section, fetchMock, store } = await openProfile(
      { [`POST ${API.users.twoFactorDisable}`]: () => jsonResponse({ message: AUTH_MESSAGES.twoFactorTurnedOff }) },
      { enabled: true, required: false },
    );
    expect(within(section).getByText(/Two-factor authentication is on/)).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Current Password'), 'my password');
    await user.type(within(section).getByLabelText('Authentication or recovery code'), 'AAAAA-BBBBB');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));

    expect(await within(section).findByRole('status')).toHaveTextContent('Two-factor authentication is off.');
    expect(within(section).getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
    expect(sentTo(fetchMock, API.users.twoFactorDisable)).toEqual([{ currentPassword: 'my password', code: 'AAAAA-BBBBB' }]);
    expect(store.getState().auth.user?.twoFactor.enabled).toBe(false);
  });

  it.each([
    ['Current Password', AUTH_MESSAGES.currentPasswordIncorrect],
    ['Authentication or recovery code', AUTH_MESSAGES.twoFactorCodeIncorrect],
  ])('says at the %s field what was wrong, and keeps it on', async (label, message) => {
    const { user, section, store } = await openProfile(
      { [`POST ${API.users.twoFactorDisable}`]: () => jsonResponse({ message }, 400) },
      { enabled: true, required: false },
    );
    await user.type(within(section).getByLabelText('Current Password'), 'my password');
    await user.type(within(section).getByLabelText('Authentication or recovery code'), '123456');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));

    await waitFor(() => expect(within(section).getByLabelText(label)).toHaveAccessibleDescription(message));
    expect(store.getState().auth.user?.twoFactor.enabled).toBe(true);
  });

  it('asks for both fields before turning it off', async () => {
    const { user, section, fetchMock } = await openProfile({}, { enabled: true, required: false });
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await within(section).findByText(AUTH_MESSAGES.allFieldsRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, API.users.twoFactorDisable)).toHaveLength(0);
  });
});

describe('when the super admin requires a second factor', () => {
  it('the Profile page says so', async () => {
    await openProfile({}, { enabled: false, required: true });
    expect(screen.getByText('Set up two-factor authentication on your Profile page to continue.')).toHaveAttribute('role', 'status');
  });

  it('every other staff page leads to the Profile page', async () => {
    setSessionHint();
    mockApi({});
    const { router } = renderApp(PAGES.application, { signedInAs: { ...ADMIN, twoFactor: { enabled: false, required: true } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.profile);
    expect(screen.getByText(AUTH_MESSAGES.twoFactorSetupRequired)).toBeInTheDocument();
  });

  it('a refusal from the server, once the requirement is switched on, leads there too', async () => {
    setSessionHint();
    mockApi({ [`GET ${API.dashboard}`]: () => jsonResponse({ message: AUTH_MESSAGES.twoFactorSetupRequired }, 403) });
    const { router, store } = renderApp(PAGES.dashboard, { signedInAs: ADMIN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAGES.profile);
    expect(store.getState().auth.user?.twoFactor).toEqual({ enabled: false, required: true });
    expect(screen.getByText(AUTH_MESSAGES.twoFactorSetupRequired)).toBeInTheDocument();
  });
});
