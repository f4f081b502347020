import { expect, test, type Page } from '@playwright/test';
import { PAGES, PRERENDERED_PAGES } from '@visadesk/contract';
import { openPublicPage } from './support/public-site.ts';

/**
 * Script and direction (ADR 028): every Urdu page reads right to left, at a phone's width
 * and a desktop's, nothing runs off the side, and its Urdu is shown in the site's own Urdu font.
 * The pages come from the contract's list, so each Urdu page is covered as soon as it is built.
 */
const URDU_PAGES = PRERENDERED_PAGES.filter((page) => page.language === 'ur').map((page) => page.path);
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
];

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The script fonts the pages ask for (src/styles/fonts.css): `/assets/arabic-….woff2`. */
function watchFontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.woff2$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  return fonts;
}

/** The fonts Chromium actually drew an element's text with (the DevTools "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

/** Every element drawn on the page whose box reaches past the left or right edge of the window. */
function beyondTheEdges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const drawn = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility === 'visible' && style.display !== 'none' && box.width > 0 && box.height > 0 && !element.closest('.visually-hidden, .visually-hidden-focusable');
    };
    return [...document.body.querySelectorAll('*')]
      .filter(drawn)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ${JSON.stringify(element.getBoundingClientRect())}`);
  });
}

/** The boxes of the visible elements a selector finds, named by tag, class and text. */
function boxesOf(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.getBoundingClientRect().width > 0 && getComputedStyle(element).visibility === 'visible')
      .map((element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { what: `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30) ?? ''}"`, left, right, top, bottom };
      }),
  );
}

/** Pairs of boxes that overlap by more than a pixel each way. */
function overlapping(boxes: Box[]): string[] {
  const pairs: string[] = [];
  boxes.forEach((a, index) => {
    for (const b of boxes.slice(index + 1)) {
      const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (across > 1 && down > 1) pairs.push(`${a.what} × ${b.what}`);
    }
  });
  return pairs;
}

/** How far an element's text stops short of its content box's edges, and how the box aligns it. */
function textAgainstItsBox(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      align: style.textAlign,
      gapLeft: text.left - box.left - Number.parseFloat(style.paddingLeft),
      gapRight: box.right - Number.parseFloat(style.paddingRight) - text.right,
    };
  });
}

for (const path of URDU_PAGES) {
  for (const viewport of VIEWPORTS) {
    test(`${path} reads right to left on a ${viewport.name} (${viewport.width}×${viewport.height})`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const fonts = watchFontRequests(page);
      await openPublicPage(page, path);
      await page.evaluate(() => document.fonts.ready);
      await testInfo.attach(`${path} at ${viewport.width}×${viewport.height}`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ur');

      // Nothing runs off either side: no sideways scrolling, no box past the window's edges.
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(await beyondTheEdges(page)).toEqual([]);

      // The top bar: the brand at the right-hand edge, its items side by side, never on top of each other.
      const bar = await boxesOf(page, '.top-bar .navbar-brand, .top-bar .navbar-toggler, .top-bar .nav-link');
      expect(overlapping(bar)).toEqual([]);
      const [brand] = await boxesOf(page, '.top-bar .navbar-brand');
      expect(brand).toBeDefined();
      for (const item of bar) expect(item.right, `${item.what} is right of the brand`).toBeLessThanOrEqual((brand?.right ?? 0) + 1);
      expect(((brand?.left ?? 0) + (brand?.right ?? 0)) / 2).toBeGreaterThan(viewport.width / 2);

      // The form: labels, fields and buttons never on top of each other.
      const fields = await boxesOf(page, 'main form label, main form input, main form select, main form textarea, main form button');
      expect(overlapping(fields)).toEqual([]);

      // Bootstrap's right-to-left build: a list's arrow and a wrong field's warning sign sit at the
      // field's left end, where Urdu text ends, not over the right, where it starts.
      const submit = page.locator('main form button[type="submit"]').first();
      if (await submit.count()) {
        await submit.click();
        await expect(page.locator('main form .is-invalid').first()).toBeVisible();
      }
      const iconSides = await page.locator('main form .is-invalid, main form .form-select').evaluateAll((fields) =>
        fields.map((field) => {
          const style = getComputedStyle(field);
          return { field: field.id, iconOnTheLeft: Number.parseFloat(style.paddingLeft) > Number.parseFloat(style.paddingRight) };
        }),
      );
      expect(iconSides.filter((side) => !side.iconOnTheLeft)).toEqual([]);

      // Text starts at the right: the heading's words end at its right edge and leave room on its
      // left, unless the page centres its heading (the home page's hero, the sign-in card).
      const heading = await textAgainstItsBox(page, 'main h1');
      if (heading.align === 'center') expect(Math.abs(heading.gapLeft - heading.gapRight)).toBeLessThanOrEqual(4);
      else expect(Math.abs(heading.gapRight)).toBeLessThanOrEqual(2);
      // A field's label sits over the field's right-hand end, not its left.
      const [label] = await boxesOf(page, 'main form label.form-label');
      const [input] = await boxesOf(page, 'main form input.form-control');
      if (label && input) {
        expect(Math.abs(label.right - input.right)).toBeLessThanOrEqual(2);
        expect(label.left).toBeGreaterThan(input.left + 2);
      }

      // The Urdu font was asked for, loaded, and is what the heading is drawn in.
      expect(fonts.filter((font) => /^\/assets\/arabic-[\w-]+\.woff2$/.test(font))).toHaveLength(1);
      expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))).toContain('VisaDesk Urdu');
      // The first heading written in Urdu (the home page's hero heading is Settings', as entered).
      await page.locator('main h1, main h2').filter({ hasText: /[\u0600-\u06ff]/ }).first().evaluate((element) => element.setAttribute('data-urdu-heading', ''));
      const drawnWith = await renderedFonts(page, '[data-urdu-heading]');
      expect(drawnWith.filter((font) => font.isCustomFont).map((font) => font.familyName)).toEqual(['Noto Naskh Arabic']);
    });
  }
}

test('the Hindi status check is drawn in the Devanagari font it preloads', async ({ page }) => {
  const fonts = watchFontRequests(page);
  await openPublicPage(page, '/hi/enquiry');
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((font) => /^\/assets\/devanagari-[\w-]+\.woff2$/.test(font))).toHaveLength(1);
  const drawnWith = await renderedFonts(page, 'main h1');
  expect(drawnWith.filter((font) => font.isCustomFont).map((font) => font.familyName)).toEqual(['Noto Sans Devanagari']);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('English pages ask for no Noto font, though their language links name every language in its script', async ({ page }) => {
  const fonts = watchFontRequests(page);
  for (const path of [PAGES.home, PAGES.enquiry]) {
    await openPublicPage(page, path);
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts).toEqual([]);
  expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status !== 'unloaded').length)).toBe(0);
});
