import { expect, test, type Locator, type Page } from '@playwright/test';
import { API, localisedPath, PAGES } from '@visadesk/contract';
import sharp from 'sharp';
import { signIn } from './support/desk.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * The home page makes no claim the agency has not made: until the owner lists someone, it shows no
 * team and no testimonials. The owner uploads a logo, adds a team member with a photo and a role in
 * Nepali, Hindi and Urdu, and a client's words in the same languages, and saves; a worker's phone
 * then shows them on /ne/, /hi/ and /ur/, each text in its language, the pictures loaded from the
 * address Settings publish them at.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LANGUAGES = [
  { code: 'ne', name: 'नेपाली' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'ur', name: 'اردو' },
] as const;
type Code = (typeof LANGUAGES)[number]['code'];

const MEMBER = 'Sita Gurung';
const ROLE: Record<'en' | Code, string> = {
  en: 'Case officer for Gulf jobs',
  ne: 'खाडी रोजगारीका केस अधिकृत',
  hi: 'खाड़ी नौकरियों के केस अधिकारी',
  ur: 'خلیجی ملازمتوں کی کیس افسر',
};
const CLIENT = 'Bikash Rai';
const QUOTE: Record<'en' | Code, string> = {
  en: 'They checked every paper before I paid anything.',
  ne: 'मैले केही तिर्नुअघि उहाँहरूले हरेक कागज जाँच्नुभयो।',
  hi: 'कुछ भी चुकाने से पहले उन्होंने हर काग़ज़ जाँचा।',
  ur: 'میرے کچھ بھی ادا کرنے سے پہلے انہوں نے ہر کاغذ جانچا۔',
};
const PICTURE_ADDRESS = '/api/settings/images/';

const png = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', new RegExp(`^${PICTURE_ADDRESS}`));
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
}

/** The preview is a short-lived address, not yet the public one: it loads all the same. */
async function expectPreviewLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBeGreaterThan(0);
}

async function uploadAt(field: Locator, label: string, file: { name: string; buffer: Buffer }) {
  await field.getByLabel(label, { exact: true }).setInputFiles({ ...file, mimeType: 'image/png' });
  await expect(field.getByText('Picture uploaded. Save the settings to publish it.')).toBeVisible();
}

async function writeIn(page: Page, language: string) {
  await page.getByRole('radio', { name: language, exact: true }).check();
}

const teamSection = (page: Page) => page.locator('section[aria-labelledby="team-heading"]');
const testimonialsSection = (page: Page) => page.locator('section[aria-labelledby="testimonials-heading"]');

test("the owner's logo, team and client's words reach the worker's phone in Nepali, Hindi and Urdu; none before", async ({ page, browser, request }) => {
  // Two sign-ins, six visits of the home page, three uploads and a save with texts in four
  // languages: 62 s to the save alone with one worker on a loaded two-core machine.
  test.setTimeout(180_000);
  // Its own request context: the page signs in through the form, with no session of this one.
  const { token } = (await (await request.post(API.users.login, { data: SUPER_ADMIN })).json()) as { token: string };
  const headers = { Authorization: token };
  const before = await (await request.get(API.settings, { headers })).json();
  const phone = await (await browser.newContext(PHONE)).newPage();

  try {
    await test.step('fresh settings: no team, no testimonials, no Canada', async () => {
      for (const { code } of LANGUAGES) {
        await phone.goto(localisedPath(PAGES.home, code));
        await expect(phone.locator('html')).toHaveAttribute('lang', code);
        await expect(teamSection(phone)).toHaveCount(0);
        await expect(testimonialsSection(phone)).toHaveCount(0);
        await expect(phone.locator('body')).not.toContainText('Canada');
      }
    });

    await test.step('the super admin uploads a logo, adds a team member and a testimonial, and saves', async () => {
      await signIn(page);
      await page.goto(PAGES.setting);
      const logo = page.getByRole('group', { name: 'Logo', exact: true });
      await expect(logo.getByText(/plain mark/)).toBeVisible();
      await uploadAt(logo, 'Upload a logo', { name: 'logo.png', buffer: await png(240, 120, { r: 200, g: 40, b: 40 }) });
      await expect(logo.getByRole('img', { name: 'Your logo' })).toBeVisible();

      const team = page.getByRole('group', { name: 'Team', exact: true });
      await expect(team.getByText('No one yet: the home page shows no team section until you add someone.')).toBeVisible();
      await team.getByRole('button', { name: 'Add a team member', exact: true }).click();
      const member = page.getByRole('group', { name: 'Team member 1', exact: true });
      await member.getByLabel('Name', { exact: true }).fill(MEMBER);
      await member.getByLabel('Role', { exact: true }).fill(ROLE.en);
      await uploadAt(member, 'Upload a photo', { name: 'sita.png', buffer: await png(300, 300, { r: 30, g: 120, b: 60 }) });
      // The preview comes from the upload's own address until the save publishes it.
      await expectPreviewLoaded(member.getByRole('img', { name: 'Photo preview' }));

      const testimonials = page.getByRole('group', { name: 'Testimonials', exact: true });
      await testimonials.getByRole('button', { name: 'Add a testimonial', exact: true }).click();
      const testimonial = page.getByRole('group', { name: 'Testimonial 1', exact: true });
      await testimonial.getByLabel("The client's words", { exact: true }).fill(QUOTE.en);
      await testimonial.getByLabel("The client's name", { exact: true }).fill(CLIENT);

      for (const { code, name } of LANGUAGES) {
        await writeIn(page, name);
        await member.getByLabel(`Role (${name})`, { exact: true }).fill(ROLE[code]);
        await testimonial.getByLabel(`The client's words (${name})`, { exact: true }).fill(QUOTE[code]);
      }
      await writeIn(page, 'English');
      await expect(member.getByLabel('Role', { exact: true })).toHaveValue(ROLE.en);

      const saved = page.waitForResponse((res) => res.url().endsWith(API.settings) && res.request().method() === 'PUT');
      await page.getByRole('button', { name: 'Save settings', exact: true }).click();
      expect((await saved).status()).toBe(200);
      await expect(page.getByText('Settings saved.', { exact: true })).toBeVisible();
    });

    for (const { code } of LANGUAGES) {
      await test.step(`/${code}/ on a phone shows them in its language`, async () => {
        await phone.goto(localisedPath(PAGES.home, code));
        await expect(phone.locator('html')).toHaveAttribute('lang', code);

        const team = teamSection(phone);
        await expect(team.getByText(MEMBER, { exact: true })).toBeVisible();
        const role = team.getByText(ROLE[code], { exact: true });
        await expect(role).toBeVisible();
        await expect(role).toHaveAttribute('lang', code);
        await expectLoaded(team.locator('img'));

        const quote = testimonialsSection(phone).getByText(QUOTE[code], { exact: true });
        await quote.scrollIntoViewIfNeeded();
        await expect(quote).toBeVisible();
        await expect(quote).toHaveAttribute('lang', code);
        await expect(testimonialsSection(phone).getByText(CLIENT, { exact: true })).toBeVisible();

        await expectLoaded(phone.locator('nav img.brand-mark'));
      });
    }
  } finally {
    // Back to the settings before this journey for the journeys after it.
    expect((await request.put(API.settings, { headers, data: before })).status()).toBe(200);
    await phone.context().close();
  }
});

