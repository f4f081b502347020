import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '@visadesk/contract';
import { signIn } from './support/desk.ts';
import { addApplications, uniqueWord } from './support/seed-applications.ts';

// Staff answer applicants from their phones. 390 x 844 is an everyday phone's screen.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** How far the page reaches beyond the screen's width: 0 when nothing needs sideways scrolling. */
async function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The staff screens without an application of their own; each must fit the phone's width. */
const STAFF_SCREENS = [
  PAGES.dashboard, PAGES.application, PAGES.addUserApplication, PAGES.slider, PAGES.addSliders,
  PAGES.userManagement, PAGES.addUserManagement, PAGES.profile, PAGES.setting, PAGES.activity,
];

test('the list shows each application as a card with its actions in view, and no staff screen scrolls sideways', async ({ page, request }) => {
  // Ten staff screens one after another, the Settings page now with its records-kept sections: over
  // the minute on a loaded machine (it timed out so at load 20, on /activity, the last of them).
  test.slow();
  const word = uniqueWord();
  const [ram] = await addApplications(request, word, [
    { surname: `Thapa${word}`, givenN: 'Ram', nationality: 'Nepal', jobTitle: 'Cook' },
    { surname: `Rai${word}`, givenN: 'Sita', nationality: 'Nepal', jobTitle: 'Driving', approved: true },
  ]);
  await signIn(page);

  await page.goto(`${PAGES.application}?search=${word}`);
  const cards = page.getByRole('list', { name: 'Application cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = cards.getByRole('listitem').filter({ hasText: ram.name });
  // Scrolled down to, the card shows all of itself within the screen's width.
  await card.scrollIntoViewIfNeeded();
  for (const shown of [card.getByRole('heading', { name: ram.name }), card.getByText(ram.passport), card.getByText('Pending', { exact: true })]) {
    await expect(shown).toBeInViewport({ ratio: 1 });
  }
  for (const action of ['View', 'Edit', 'Delete']) {
    await expect(card.getByRole(action === 'Delete' ? 'button' : 'link', { name: `${action} ${ram.name}` })).toBeInViewport({ ratio: 1 });
  }
  expect(await overflowOf(page)).toBe(0);

  // A status for several, from the phone too.
  await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
  await expect(page.getByRole('group', { name: 'Selected applications' })).toContainText('2 selected');
  // The bar's stage menu names the longest stage without pushing the screen sideways.
  expect(await overflowOf(page), 'the selection bar').toBe(0);

  await card.getByRole('link', { name: `View ${ram.name}` }).click();
  await expect(page).toHaveURL(/\/updateApplicationView\/[0-9a-f]{24}$/);
  await expect(page.getByText(ram.passport).first()).toBeVisible();
  expect(await overflowOf(page), 'the application').toBe(0);

  for (const screen of STAFF_SCREENS) {
    await page.goto(screen);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await overflowOf(page), screen).toBe(0);
  }
});
