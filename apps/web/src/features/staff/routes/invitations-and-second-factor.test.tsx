import { screen, within } from '@testing-library/react';
import { API, AUTH_MESSAGES, PAGES, type User } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockApi, setSessionHint } from '../../../testing/http';
import { ADMIN, SUPER_ADMIN, renderApp } from '../../../testing/render-app';

const DAY = 24 * 60 * 60 * 1000;
const invited = (expiresInMs: number): User => ({
  _id: 'd1b2c3d4e5f6a1b2c3d4e5f6', name: 'Sunita Rai', email: 'sunita@visadesk.test', role: 'admin', status: 'active',
  invitation: { sentAt: new Date(Date.now() - DAY).toISOString(), expiresAt: new Date(Date.now() + expiresInMs).toISOString() },
  twoFactorEnabled: false,
});

const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr') as HTMLElement;

describe('admin list: invitations', () => {
  it('says who is invited until when, and sends the invitation again', async () => {
    setSessionHint();
    const member = invited(6 * DAY);
    const fetchMock = mockApi({
      [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, member]),
      [`POST ${API.users.resendInvitation(member._id)}`]: () => jsonResponse({ message: AUTH_MESSAGES.invitationResent }),
    });
    const app = renderApp(PAGES.userManagement, { signedInAs: SUPER_ADMIN });
    await screen.findByRole('rowheader', { name: /^Sunita Rai/ });
    expect(within(rowOf('Sunita Rai')).getByText(/^Invited, link works until /)).toBeInTheDocument();
    expect(within(rowOf('Asha Owner')).queryByRole('button', { name: /Send the invitation again/ })).toBeNull();

    await app.user.click(within(rowOf('Sunita Rai')).getByRole('button', { name: 'Send the invitation again: Sunita Rai' }));
    expect(await screen.findByText(AUTH_MESSAGES.invitationResent)).toHaveAttribute('role', 'status');
    expect(callsTo(fetchMock, API.users.resendInvitation(member._id))).toHaveLength(1);
  });

  it('says when an invitation has expired', async () => {
    setSessionHint();
    mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, invited(-DAY)]) });
    renderApp(PAGES.userManagement, { signedInAs: SUPER_ADMIN });
    await screen.findByRole('rowheader', { name: /^Sunita Rai/ });
    expect(within(rowOf('Sunita Rai')).getByText('Invitation expired')).toBeInTheDocument();
    expect(within(rowOf('Sunita Rai')).getByRole('button', { name: 'Send the invitation again: Sunita Rai' })).toBeEnabled();
  });
});

describe("edit admin: resetting the staff member's second factor", () => {
  const withTwoFactor: User = { ...ADMIN, twoFactorEnabled: true };
  const open = (account: User, routes: Parameters<typeof mockApi>[0] = {}) => {
    setSessionHint();
    const fetchMock = mockApi({ [`GET ${API.users.getUsers}`]: () => jsonResponse([SUPER_ADMIN, account]), ...routes });
    return { ...renderApp(PAGES.editUserManagement, { signedInAs: SUPER_ADMIN, state: { user: account } }), fetchMock };
  };

  it('is offered only for a staff member who has one', async () => {
    open({ ...ADMIN, twoFactorEnabled: false });
    await screen.findByRole('heading', { level: 1, name: 'Edit Admin' });
    expect(screen.queryByRole('button', { name: 'Reset two-factor authentication' })).toBeNull();
  });

  it('asks first, then turns it off and says so', async () => {
    const reset = API.users.resetTwoFactor(ADMIN._id);
    const { user, fetchMock } = open(withTwoFactor, { [`POST ${reset}`]: () => jsonResponse({ message: AUTH_MESSAGES.twoFactorReset }) });
    await user.click(await screen.findByRole('button', { name: 'Reset two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset two-factor authentication?' });
    expect(dialog).toHaveTextContent(`${ADMIN.name} (${ADMIN.email}) will be signed out everywhere`);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(callsTo(fetchMock, reset)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset two-factor authentication' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset two-factor authentication?' })).getByRole('button', { name: 'Turn it off' }));
    expect(await screen.findByText(AUTH_MESSAGES.twoFactorReset)).toBeInTheDocument();
    expect(callsTo(fetchMock, reset)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reset two-factor authentication' })).toBeNull();
  });
});

describe('accepting an invitation', () => {
  const TOKEN = 'aW52aXRhdGlvbi10b2tlbi1mb3ItdGVzdHM';
  const page = `${PAGES.acceptInvitation}?token=${TOKEN}`;
  const tooCommon = () => jsonResponse({ message: AUTH_MESSAGES.passwordTooCommon, errors: { password: AUTH_MESSAGES.passwordTooCommon } }, 400);

  it('greets the invited member, refuses "sunita123" with the reason, then sends them to sign in', async () => {
    let answer = tooCommon;
    const fetchMock = mockApi({
      [`GET ${API.users.invitation}`]: () => jsonResponse({ name: 'Sunita Rai', email: 'sunita@visadesk.test' }),
      [`POST ${API.users.acceptInvitation}`]: () => answer(),
    });
    const app = renderApp(page);
    expect(await screen.findByText('Welcome, Sunita Rai. You will sign in as sunita@visadesk.test.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('New password'), 'sunita123');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'sunita123');
    await app.user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordTooCommon);

    answer = () => jsonResponse({ message: AUTH_MESSAGES.invitationAccepted });
    await app.user.clear(screen.getByLabelText('New password'));
    await app.user.clear(screen.getByLabelText('Confirm new password'));
    await app.user.type(screen.getByLabelText('New password'), 'mustard kettle orbit 42');
    await app.user.type(screen.getByLabelText('Confirm new password'), 'mustard kettle orbit 42');
    await app.user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText(AUTH_MESSAGES.invitationAccepted)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PAGES.login);
    expect(JSON.parse(String(callsTo(fetchMock, API.users.acceptInvitation)[1]?.init.body))).toEqual({
      token: TOKEN, password: 'mustard kettle orbit 42', confirmPassword: 'mustard kettle orbit 42',
    });
  });

  it('says at once when the link has expired or was used, and offers no form', async () => {
    mockApi({ [`GET ${API.users.invitation}`]: () => jsonResponse({ message: AUTH_MESSAGES.invitationInvalid }, 400) });
    renderApp(page);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invitationInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', PAGES.login);
  });
});
