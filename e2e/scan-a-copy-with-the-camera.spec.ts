import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API, PAGES, type EnquiryResponse } from '@visadesk/contract';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.ts';
import { createApprovedApplicant } from './support/applicants.ts';
import { openPublicPage } from './support/public-site.ts';

/**
 * What the phone's camera sees: Chromium's fake camera plays a Motion JPEG file, frames of a printed
 * copy's QR code. It is written before the browser starts (this file's own browser, the first time
 * a test asks for a page), once the server has answered the enquiry.
 */
const CAMERA_FILE = path.join(tmpdir(), `visadesk-camera-${process.pid}.mjpeg`);
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${CAMERA_FILE}`],
  },
});

let statement = '';

test.beforeAll(async ({ request, baseURL }) => {
  const applicant = await createApprovedApplicant(request);
  const answer = await request.get(API.applications.enquiry, { params: { search: applicant.passport, search1: applicant.nationality, search2: applicant.dob } });
  statement = ((await answer.json()) as EnquiryResponse).applications[0]?.proof ?? '';
  expect(statement).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The code as the copy prints it (level M, the page's address), held up to a 1280 × 720 camera.
  const code = await QRCode.toBuffer(`${baseURL}${PAGES.verify}#${statement}`, { errorCorrectionLevel: 'M', margin: 4, width: 640 });
  const frame = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#f4f1ea' } })
    .composite([{ input: code, left: 320, top: 40 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(CAMERA_FILE, Buffer.concat(Array.from({ length: 10 }, () => frame)));
});

test('a verifier points the camera at the printed code and reads that the copy is genuine', async ({ page, context }) => {
  await context.grantPermissions(['camera']);
  await openPublicPage(page, PAGES.verify);
  await page.getByRole('button', { name: 'Scan with the camera' }).click();
  await expect(page.getByText('Point the camera at the QR code on the copy.')).toBeVisible();
  const result = page.locator('.verify-result');
  await expect(result.getByText('Genuine', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(result).toContainText('Anita Sharma');
  // The code read is the statement, in the box, and the camera is off again.
  await expect(page.getByLabel('Text of the QR code')).toHaveValue(new RegExp(`${statement.slice(-20)}$`));
  await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  await expect(result).toContainText("Still current: the agency's records match this copy.");
});
