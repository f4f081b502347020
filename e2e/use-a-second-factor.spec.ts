import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES, PAGES } from '@visadesk/contract';
import { generate } from 'otplib';
import { addStaffThroughApi, signIn, submitLogin } from './support/desk.ts';
import { uniqueEmail } from './support/staff.ts';

/** What the authenticator app on the phone shows, `aheadSeconds` from now. */
function appCode(secret: string, aheadSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + aheadSeconds });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(PAGES.home);
}

test('a staff member turns on a second factor, then signs in with a code and with a recovery code', async ({ page, request }) => {
  const staff = { name: 'Arjun Rao', email: uniqueEmail('arjun'), password: 'Arjun-e2e-password-1' };
  await addStaffThroughApi(request, staff);
  let secret = '';
  let recoveryCode = '';

  await test.step('sets it up from the Profile page, scanning nothing: the key is on the page', async () => {
    await signIn(page, staff);
    await page.getByRole('navigation', { name: 'Staff menu' }).getByRole('link', { name: 'Profile', exact: true }).click();
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    // The password again: a session alone does not choose the account's second factor.
    await section.getByLabel('Current Password', { exact: true }).fill(staff.password);
    await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const qr = section.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    // Drawn, not blocked: the CSP lets a data: image through.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    secret = (await section.locator('code').innerText()).replace(/\s/g, '');
    await section.getByLabel('Authentication code', { exact: true }).fill(await appCode(secret));
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(section.getByRole('heading', { name: 'Save these recovery codes now' })).toBeVisible();
    recoveryCode = await codes.nth(4).innerText();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByRole('button', { name: 'Turn off two-factor authentication' })).toBeVisible();
    await signOut(page);
  });

  await test.step('signs in with the password, then the code from the app', async () => {
    await submitLogin(page, staff);
    await expect(page.getByText(AUTH_MESSAGES.twoFactorCodeNeeded)).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(staff.password);
    // The set-up spent the current code; the app's next one is accepted a step early.
    await page.getByLabel('Authentication code', { exact: true }).fill(await appCode(secret, 30));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(PAGES.dashboard);
    await signOut(page);
  });

  await test.step('signs in with a recovery code when the phone is not at hand, once', async () => {
    for (const outcome of ['accepted', 'refused'] as const) {
      await submitLogin(page, staff);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCode);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      if (outcome === 'refused') {
        await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.twoFactorCodeIncorrect);
        break;
      }
      await expect(page).toHaveURL(PAGES.dashboard);
      await signOut(page);
    }
  });
});
