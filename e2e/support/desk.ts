import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, PAGES } from '@visadesk/contract';
import { mailTo } from './mailbox.ts';
import { SUPER_ADMIN } from './staff.ts';

interface Credentials {
  email: string;
  password: string;
}

/** Fills the login form and presses Login, as a staff member does; the caller checks the outcome. */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.goto(PAGES.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in and waits for the Dashboard. */
export async function signIn(page: Page, credentials: Credentials = SUPER_ADMIN): Promise<void> {
  await submitLogin(page, credentials);
  await expect(page).toHaveURL(PAGES.dashboard);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
}

const STATUS_OF_BUTTON = { Approve: 'Approved', Reject: 'Rejected', Pending: 'Pending' } as const;

interface StatusChange {
  button: keyof typeof STATUS_OF_BUTTON;
  /** The status before, when the confirmation's "From → To" is to be checked. */
  from?: string;
  reason?: string;
}

/**
 * Staff change the status on the applicant copy: the button, the confirmation (naming the change
 * when `from` is given, with the reason when there is one), then the copy under its new status.
 */
export async function changeStatus(page: Page, { button, from, reason }: StatusChange): Promise<void> {
  const status = STATUS_OF_BUTTON[button];
  await page.getByRole('button', { name: button, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the status?' });
  if (from) await expect(confirm).toContainText(`${from} → ${status}`);
  if (reason !== undefined) await confirm.getByLabel('Reason (optional, shown to the applicant)').fill(reason);
  await confirm.getByRole('button', { name: `Set to ${status}` }).click();
  await expect(page.getByRole('heading', { name: `Applicant Copy — ${status}` })).toBeVisible();
}

/** The super admin approves a registered account through the API, as the admin list would. */
export async function approveThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: token };

  const users = await request.get(API.users.getUsers, { headers });
  expect(users.status()).toBe(200);
  const list = (await users.json()) as Array<{ _id: string; email: string }>;
  const account = list.find((user) => user.email === email);
  expect(account, `${email} is in the staff list`).toBeDefined();

  const approval = await request.put(API.users.approveUser(account?._id ?? ''), { headers });
  expect(approval.status()).toBe(200);
}

/** The super admin adds an active staff account through the API, for a journey of its own. */
export async function addStaffThroughApi(
  request: APIRequestContext,
  staff: Credentials & { name: string },
): Promise<void> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const added = await request.post(API.users.addUser, { headers: { Authorization: token }, data: { ...staff, role: 'admin' } });
  expect(added.status(), await added.text()).toBe(201);
}

/** The link in the invitation email that arrived for `email` (the newest, once it has come). */
export async function invitationLink(email: string): Promise<string> {
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = (await mailTo(email)).at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/accept-invitation\?token=[\w-]+/.exec(text)?.[0];
  expect(link, 'the invitation email holds its link').toBeDefined();
  return link ?? '';
}

/** An invited staff member follows the emailed link and chooses their password. */
export async function acceptInvitation(page: Page, email: string, password: string): Promise<void> {
  await page.goto(await invitationLink(email));
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Save my password', exact: true }).click();
  await expect(page).toHaveURL(PAGES.login);
}
