import { expect, test } from '@playwright/test';
import { API, AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { generate } from 'otplib';
import { addStaffThroughApi, invitationLink, signIn, submitLogin } from './support/desk.ts';
import { mailTo } from './support/mailbox.ts';
import { uniqueEmail } from './support/staff.ts';

test('the super admin invites a staff member, who chooses a password from the email and signs in', async ({ page, browser }) => {
  test.slow();
  const member = { name: 'Sunita Rai', email: uniqueEmail('sunita'), password: 'Sunita-e2e-lantern-river-7' };

  await test.step('the super admin adds her without typing a password', async () => {
    await signIn(page);
    await page.goto(PAGES.addUserManagement);
    await page.getByLabel('Name', { exact: true }).fill(member.name);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    await expect(page).toHaveURL(PAGES.userManagement);
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.invitationSent })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: member.email })).toContainText(/Invited, link works until/);
  });

  const context = await browser.newContext();
  const memberPage = await context.newPage();
  const link = await invitationLink(member.email);

  await test.step('the invitation arrives, with a link and no password', async () => {
    const [mail] = await mailTo(member.email);
    expect(mail?.subject).toBe('Your staff account on the VisaDesk Migration Consultancy desk: choose your password');
    expect(mail?.text).toContain('within 7 days');
  });

  await test.step('she follows the link; "sunita123" is refused with the reason, a passphrase is taken', async () => {
    await memberPage.goto(link);
    // A new browser's first page: its code and the desk's words load first.
    await expect(memberPage.getByRole('heading', { name: 'Choose your password', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(memberPage.getByText(`Welcome, ${member.name}. You will sign in as ${member.email}.`)).toBeVisible();
    await memberPage.getByLabel('New password', { exact: true }).fill('sunita123');
    await memberPage.getByLabel('Confirm new password', { exact: true }).fill('sunita123');
    await memberPage.getByRole('button', { name: 'Save my password', exact: true }).click();
    await expect(memberPage.getByRole('alert')).toHaveText(AUTH_MESSAGES.passwordTooCommon);

    await memberPage.getByLabel('New password', { exact: true }).fill(member.password);
    await memberPage.getByLabel('Confirm new password', { exact: true }).fill(member.password);
    await memberPage.getByRole('button', { name: 'Save my password', exact: true }).click();
    await expect(memberPage).toHaveURL(PAGES.login);
    await expect(memberPage.getByRole('status').filter({ hasText: AUTH_MESSAGES.invitationAccepted })).toBeVisible();
  });

  await test.step('she signs in; the link does not work a second time', async () => {
    await signIn(memberPage, member);
    await memberPage.goto(link);
    await expect(memberPage.getByRole('alert')).toHaveText(AUTH_MESSAGES.invitationInvalid);
    await expect(memberPage.getByLabel('New password', { exact: true })).toHaveCount(0);
  });
  await context.close();

  await test.step('the activity log shows the invitation and its acceptance', async () => {
    await page.goto(PAGES.activity);
    // The log reads the whole history: on a busy machine it may take a while.
    await expect(page.getByRole('row').filter({ hasText: `Invited ${member.name} <${member.email}> as Admin` })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: `${member.name} <${member.email}> accepted the invitation` })).toBeVisible();
  });
});

test("the super admin resets a staff member's lost second factor and sees it in the activity log", async ({ page, request }) => {
  test.slow();
  const member = { name: 'Dawa Sherpa', email: uniqueEmail('dawa'), password: 'Dawa-e2e-password-1' };
  await addStaffThroughApi(request, member);

  await test.step('the member has a second factor on (set up through the API, as the Profile page does)', async () => {
    const login = await request.post(API.users.login, { data: member });
    const headers = { Authorization: ((await login.json()) as { token: string }).token };
    const setup = await request.post(API.users.twoFactorSetup, { headers, data: { currentPassword: member.password } });
    const { secret } = (await setup.json()) as { secret: string };
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    expect((await request.post(API.users.twoFactorEnable, { headers, data: { code } })).status()).toBe(200);
  });

  await test.step('the super admin turns it off from Edit Admin, after confirming', async () => {
    await signIn(page);
    await page.goto(PAGES.userManagement);
    await page.getByRole('row').filter({ hasText: member.email }).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Admin', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reset two-factor authentication', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset two-factor authentication?' });
    await expect(dialog).toContainText(member.email);
    await dialog.getByRole('button', { name: 'Turn it off', exact: true }).click();
    await expect(page.getByText(AUTH_MESSAGES.twoFactorReset)).toBeVisible();
  });

  await test.step('the activity log records who did it, to whom', async () => {
    await page.goto(PAGES.activity);
    const entry = page.getByRole('row').filter({ hasText: `Reset the two-factor authentication of ${member.name} <${member.email}>` });
    await expect(entry).toBeVisible({ timeout: 30_000 });
    await expect(entry).toContainText('Staff account');
  });

  await test.step('the member signs in with the password alone', async () => {
    const context = await page.context().browser()?.newContext();
    const memberPage = await context!.newPage();
    await submitLogin(memberPage, member);
    await expect(memberPage).toHaveURL(PAGES.dashboard);
    await context!.close();
  });
});
