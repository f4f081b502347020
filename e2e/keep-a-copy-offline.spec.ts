import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { enquire } from './support/public-site.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const copyHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'Application Status: Approved' });

/** Another tab of the same phone: its own session (no copy held there), the same browser storage and service worker. */
async function anotherTab(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

test('a worker keeps the copy on the phone and reopens it, photo and QR code included, with the network cut', async ({ page, context, request }) => {
  const applicant = await createApprovedApplicant(request);
  await enquire(page, applicant);
  await expect(copyHeading(page)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Scan to check this copy' })).toBeVisible();
  // The service worker is in charge before the worker chooses to keep the copy.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.getByRole('button', { name: 'Keep this copy on this phone' }).click();
  await expect(page.getByText(/^Kept on this phone until \d{4}-\d{2}-\d{2}\.$/)).toBeVisible();
  // Nothing of the copy is readable in the browser's storage: it is encrypted.
  const stored = await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const opening = indexedDB.open('visadesk-kept');
      opening.onsuccess = () => resolve(opening.result);
    });
    const records = await new Promise<unknown[]>((resolve) => {
      const all = database.transaction('copies').objectStore('copies').getAll();
      all.onsuccess = () => resolve(all.result);
    });
    return JSON.stringify(records.map((record) => [...new Uint8Array((record as { data: ArrayBuffer }).data)].map((byte) => String.fromCharCode(byte)).join('')));
  });
  expect(stored.length).toBeGreaterThan(100);
  expect(stored).not.toContain(applicant.passport);
  expect(stored).not.toContain(applicant.surname);

  await context.setOffline(true);
  // The network is really out of reach, the service worker's included: a page never kept does not open.
  const probe = await anotherTab(context);
  await expect(probe.goto('/bn/enquiry')).rejects.toThrow(/ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
  await probe.close();
  const offline = await anotherTab(context);
  const opened = await offline.goto(PAGES.viewOne);
  expect(opened?.fromServiceWorker()).toBe(true);
  await expect(offline.getByText('This copy was kept on this phone. Check your status again when you are online to see any news.')).toBeVisible();
  await expect(copyHeading(offline)).toBeVisible();
  await expect(offline.getByText(`${applicant.surname.toUpperCase()} ${applicant.givenName}`)).toBeVisible();
  const photo = offline.getByRole('img', { name: `Photo of ${applicant.givenName} ${applicant.surname}` });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(offline.getByRole('img', { name: 'Scan to check this copy' })).toBeVisible();

  // Removed, it is gone from this phone: the page has no copy to show, even offline.
  await offline.getByRole('button', { name: 'Remove from this phone' }).click();
  await expect(offline.getByText('Removed from this phone.')).toBeVisible();
  await offline.reload();
  await expect(offline.getByText(APPLICATION_MESSAGES.noApplicationData)).toBeVisible();
  await expect(copyHeading(offline)).toHaveCount(0);
  await context.setOffline(false);
});

test('without keeping, another tab of the phone has no copy: a shared computer forgets it as before', async ({ page, context, request }) => {
  const applicant = await createApprovedApplicant(request);
  await enquire(page, applicant);
  await expect(copyHeading(page)).toBeVisible();
  const other = await anotherTab(context);
  await other.goto(PAGES.viewOne);
  await expect(other.getByText(APPLICATION_MESSAGES.noApplicationData)).toBeVisible();
  await expect(copyHeading(other)).toHaveCount(0);
  // Nothing was written to the browser's lasting storage either.
  const keptNames = await other.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
  const keptCount = keptNames.includes('visadesk-kept')
    ? await other.evaluate(() => new Promise<number>((resolve) => {
      const opening = indexedDB.open('visadesk-kept');
      opening.onsuccess = () => {
        const count = opening.result.transaction('copies').objectStore('copies').count();
        count.onsuccess = () => resolve(count.result);
      };
    }))
    : 0;
  expect(keptCount).toBe(0);
});
