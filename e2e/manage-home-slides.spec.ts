import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import sharp from 'sharp';
import { signIn } from './support/desk.ts';

/** A home carousel slide, as an applicant sees it: its title inside the "slide" regions. */
function slideTitled(page: Page, title: string) {
  return page.locator('[aria-roledescription="slide"]').getByRole('heading', { name: title, exact: true });
}

test('staff publish a slide, it appears on the home carousel, and disappears once unpublished', async ({ page, browser }) => {
  const title = `Jobs ${Date.now().toString(36)}`;
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
  const visitor = await (await browser.newContext()).newPage();

  await test.step('a super admin adds a published slide', async () => {
    await signIn(page);
    await page.goto(PAGES.addSliders);
    await page.getByLabel('Slide Title', { exact: true }).fill(title);
    await page.getByLabel('Slide Content', { exact: true }).fill('Care workers wanted in Ontario, with housing.');
    await page.getByLabel('Status', { exact: true }).selectOption('published');
    await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: image });
    await page.getByRole('main').getByRole('button', { name: 'Add Slider', exact: true }).click();
    await expect(page).toHaveURL(PAGES.slider);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByRole('cell', { name: 'Published', exact: true })).toBeVisible();
  });

  await test.step('a visitor sees it on the home carousel', async () => {
    await visitor.goto(PAGES.home);
    // A slide not shown on the navbar goes to the lower carousel only.
    await expect(slideTitled(visitor, title)).toHaveCount(1);
    // Its picture comes through a signed link, never a public folder.
    await expect(visitor.locator('[aria-roledescription="carousel"] img[src^="/api/files/"]')).not.toHaveCount(0);
  });

  await test.step('the admin unpublishes it', async () => {
    await page.getByRole('row').filter({ hasText: title }).getByRole('link', { name: `Edit: ${title}` }).click();
    await expect(page).toHaveURL(PAGES.editSlider);
    await page.getByLabel('Status', { exact: true }).selectOption('unpublished');
    await page.getByRole('button', { name: 'Save changes', exact: true }).click();
    await expect(page).toHaveURL(PAGES.slider);
    await expect(page.getByRole('row').filter({ hasText: title }).getByRole('cell', { name: 'Unpublished', exact: true })).toBeVisible();
  });

  await test.step('the visitor no longer sees it', async () => {
    await visitor.goto(PAGES.home);
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
    await expect(slideTitled(visitor, title)).toHaveCount(0);
  });
  await test.step('the admin deletes it after confirming', async () => {
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Delete: ${title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete slide', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);
  });
  await visitor.context().close();
});
