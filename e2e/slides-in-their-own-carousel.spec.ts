import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API, PAGES } from '@visadesk/contract';
import sharp from 'sharp';
import { SUPER_ADMIN } from './support/staff.ts';

/** The home page's two carousels, the top one first. */
const carousels = (page: Page) => page.locator('[aria-roledescription="carousel"]');

interface AddedSlide {
  id: string;
  title: string;
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(API.users.login, { data: SUPER_ADMIN });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Staff add a published slide through the API, as the add form does, then set where it shows. */
async function addSlide(request: APIRequestContext, token: string, { title, shownOnNavbar, width, height }: { title: string; shownOnNavbar: boolean; width: number; height: number }): Promise<AddedSlide> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer();
  const headers = { Authorization: token };
  const added = await request.post(API.sliders.add, {
    headers,
    multipart: { thumbnail: title, title: `${title}: the whole picture.`, status: 'published', image: { name: 'slide.png', mimeType: 'image/png', buffer } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { _id: id } = (await added.json()) as { _id: string };
  const updated = await request.put(API.sliders.update(id), { headers, data: { shownOnNavbar } });
  expect(updated.status(), await updated.text()).toBe(200);
  return { id, title };
}

/** Brings the slide forward in its carousel and answers its picture once it has loaded. */
async function showSlide(carousel: Locator, title: string): Promise<Locator> {
  await carousel.scrollIntoViewIfNeeded();
  const picker = carousel.getByRole('button', { name: new RegExp(`^Show slide \\d+: ${title}$`) });
  if ((await picker.count()) > 0) await picker.click();
  const slide = carousel.locator('[aria-roledescription="slide"]').filter({ has: carousel.page().getByRole('heading', { name: title, exact: true, includeHidden: true }) });
  const image = slide.locator('img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image;
}

/** The picture is whole: drawn with `contain` in the carousel's 16:9 box, at its own shape. */
async function expectWhole(image: Locator, width: number, height: number) {
  const shown = await image.evaluate((img: HTMLImageElement) => ({
    fit: getComputedStyle(img).objectFit,
    box: img.clientWidth / img.clientHeight,
    natural: img.naturalWidth / img.naturalHeight,
  }));
  expect(shown.fit).toBe('contain');
  expect(shown.box).toBeCloseTo(16 / 9, 1);
  expect(shown.natural).toBeCloseTo(width / height, 2);
}

test('a slide shows whole in the carousel its "shown on navbar" flag chooses', async ({ page, request }) => {
  const token = await staffToken(request);
  const suffix = Date.now().toString(36);
  const added: AddedSlide[] = [];
  try {
    added.push(await addSlide(request, token, { title: `Top ${suffix}`, shownOnNavbar: true, width: 1200, height: 300 }));
    added.push(await addSlide(request, token, { title: `Lower ${suffix}`, shownOnNavbar: false, width: 400, height: 600 }));
    const [top, lower] = [`Top ${suffix}`, `Lower ${suffix}`];

    await page.goto(PAGES.home);
    const [first, second] = [carousels(page).nth(0), carousels(page).nth(1)];
    // Hidden ones too: a slide that is not the current one is in the carousel, only out of sight.
    const heading = (carousel: Locator, title: string) => carousel.getByRole('heading', { name: title, exact: true, includeHidden: true });
    await expect(heading(first, top)).toHaveCount(1);
    await expect(heading(second, lower)).toHaveCount(1);
    await expect(heading(first, lower)).toHaveCount(0);
    await expect(heading(second, top)).toHaveCount(0);

    await expectWhole(await showSlide(first, top), 1200, 300);
    await expectWhole(await showSlide(second, lower), 400, 600);
  } finally {
    for (const slide of added) expect((await request.delete(API.sliders.remove(slide.id), { headers: { Authorization: token } })).status()).toBe(200);
  }
});
