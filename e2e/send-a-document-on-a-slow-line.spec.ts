import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { API, type Application, type DocumentRequestLink, type DocumentRequests } from '@visadesk/contract';
import { createApprovedApplicant } from './support/applicants.ts';
import { startCountingProxy } from './support/counting-proxy.ts';
import { SUPER_ADMIN } from './support/staff.ts';

/**
 * A 1.5 MB scan as a PDF (three of the upload's 512 KB parts): its first bytes say PDF, the rest is
 * what a scanner's pages weigh. Large enough that the line drops inside a part, small enough that the
 * journey waits about 30 s for it on the slow line rather than 80.
 */
const SCAN = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1.5 * 1024 * 1024 - 9)]);
/** The scan as a file on the phone: chosen twice, it is the same file (its name, size and time). */
const SCAN_FILE = path.join(mkdtempSync(path.join(tmpdir(), 'visadesk-scan-')), 'work-permit.pdf');
writeFileSync(SCAN_FILE, SCAN);
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** About 250 kbit/s each way with 300 ms of latency: a congested 3G line in a district town. */
const SLOW_LINE = { offline: false, latency: 300, downloadThroughput: 250_000 / 8, uploadThroughput: 250_000 / 8 };
/** The line once back: a better moment of the same network (1 Mbit/s), so the journey does not wait minutes. */
const BETTER_LINE = { offline: false, latency: 300, downloadThroughput: 1_000_000 / 8, uploadThroughput: 1_000_000 / 8 };

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  return { Authorization: ((await login.json()) as { token: string }).token };
}

/** Opens a page of the phone on the line given (Chromium's own network conditions). */
async function pageOnLine(context: BrowserContext, line: typeof SLOW_LINE): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', line);
  return page;
}

/** How far the upload of the only document has gone, in percent, as its progress bar says. */
const percentSent = async (page: Page) => Number((await page.locator('progress').first().getAttribute('value').catch(() => null)) ?? 0);

test('a 1.5 MB scan sent over a slow line that drops, with the phone’s browser closed meanwhile, goes on from where it stopped', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const applicant = await createApprovedApplicant(request, { language: 'ne' });
  const headers = await staffHeaders(request);
  const found = (await (await request.get(`${API.applications.list}?search=${applicant.passport}`, { headers })).json()) as { applications: Application[] };
  const id = found.applications[0]?._id ?? '';
  const asked = await request.post(API.applications.requestDocuments(id), { headers, data: { slots: ['file11'], extras: [] } });
  expect(asked.status()).toBe(201);
  const { link } = (await asked.json()) as DocumentRequestLink;

  // The phone reaches the server through a relay that counts what it sends and can drop the line.
  const line = await startCountingProxy(baseURL ?? '');
  try {
    const address = link.replace(/^https?:\/\/[^/]+/, line.baseURL);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    let phone = await pageOnLine(context, SLOW_LINE);
    await phone.goto(address);
    await expect(phone.locator('li.card')).toHaveCount(1);
    const before = line.sent();
    await phone.locator('li.card').getByLabel('फाइल छान्नुहोस्').setInputFiles(SCAN_FILE);

    // Past half way the line drops (so an upload that started over would send more than 1.5 times the
    // file); the page says it is paused, and the worker closes the browser.
    await expect.poll(() => percentSent(phone), { timeout: 150_000, intervals: [1_000] }).toBeGreaterThanOrEqual(55);
    const shownAtCut = await percentSent(phone);
    const sentAtCut = line.sent() - before;
    line.cut();
    await context.setOffline(true);
    test.info().annotations.push({ type: 'at the cut', description: `${shownAtCut}% shown, ${sentAtCut} bytes sent` });
    await expect(phone.locator('li.card [role="status"]')).toContainText('रोकिएको', { timeout: 20_000 });
    await phone.close();

    // The line is back; the worker opens the link again and chooses the same file: it goes on.
    line.restore();
    await context.setOffline(false);
    phone = await pageOnLine(context, BETTER_LINE);
    const beforeReopen = line.sent() - before;
    await phone.goto(address);
    await expect(phone.locator('li.card')).toContainText('उही फाइल फेरि छान्नुहोस्');
    test.info().annotations.push({ type: 'before reopening', description: `${beforeReopen} bytes sent` });
    await phone.locator('li.card').getByLabel('फाइल छान्नुहोस्').setInputFiles(SCAN_FILE);
    await expect(phone.locator('li.card').getByText('पठाइयो')).toBeVisible({ timeout: 120_000 });

    // Fewer than 1.5 times the file's bytes crossed the line: it did not start over.
    const crossed = line.sent() - before;
    expect(crossed).toBeGreaterThan(SCAN.length);
    expect(crossed).toBeLessThan(1.5 * SCAN.length);
    test.info().annotations.push({ type: 'bytes sent', description: `${crossed} for a file of ${SCAN.length} (${(crossed / SCAN.length).toFixed(2)}x)` });

    // What the desk received is the file, byte for byte, waiting for review.
    const requests = (await (await request.get(API.applications.documentRequests(id), { headers })).json()) as DocumentRequests;
    const item = requests.requests[0]?.items[0];
    expect(item?.state).toBe('review');
    const stored = await request.get(item?.upload?.url ?? '');
    expect(sha256(await stored.body())).toBe(sha256(SCAN));
    await context.close();
  } finally {
    await line.stop();
  }
});
