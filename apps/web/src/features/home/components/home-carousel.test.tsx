import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { API, PAGES } from '@visadesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../testing/http';
import { renderApp } from '../../../testing/render-app';
import { FIRST_CAROUSEL, SECOND_CAROUSEL } from '../content/home-content';
import { slide } from '../testing/slides';
import { inEnglish } from '../../../testing/test-i18n';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

/** The home page's style sheet as the browser gets it (vitest leaves CSS out of the render). */
const homeStyles = readFileSync(join(import.meta.dirname, '../../../styles/home.css'), 'utf8');

const NAVBAR = slide({ _id: 'top', thumbnail: 'On the navbar', shownOnNavbar: true, image: '/api/files/top?sig=1' });
const LOWER = slide({ _id: 'low', thumbnail: 'Further down', shownOnNavbar: false, image: '/api/files/low?sig=1', order: 1 });

/** The home page with these slides published, and its two carousels once they have arrived. */
async function homeWith(slides: unknown[]) {
  mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse(slides) });
  renderApp(PAGES.home);
  const top = await screen.findByRole('region', { name: inEnglish(FIRST_CAROUSEL.label) });
  const lower = await screen.findByRole('region', { name: inEnglish(SECOND_CAROUSEL.label) });
  return { top, lower };
}

const titles = (carousel: HTMLElement) => within(carousel).getAllByRole('heading', { level: 3, hidden: true }).map((h) => h.textContent);

describe('home carousels and published slides', () => {
  it('show a slide shown on the navbar in the top carousel only, and the others in the lower one only', async () => {
    const { top, lower } = await homeWith([LOWER, NAVBAR]);
    await waitFor(() => expect(titles(top)).toEqual(['On the navbar']));
    expect(titles(lower)).toEqual(['Further down']);
  });

  it('keep the built-in slides in a carousel that has no published slide of its own', async () => {
    const { top, lower } = await homeWith([NAVBAR]);
    await waitFor(() => expect(titles(top)).toEqual(['On the navbar']));
    expect(titles(lower)).toEqual(SECOND_CAROUSEL.slides.map((s) => inEnglish(s.title)));
    expect(titles(lower)).not.toContain('On the navbar');
  });

  it('keep the built-in slides of the top carousel while only lower slides are published', async () => {
    const { top, lower } = await homeWith([LOWER]);
    await waitFor(() => expect(titles(lower)).toEqual(['Further down']));
    expect(titles(top)).toEqual(FIRST_CAROUSEL.slides.map((s) => inEnglish(s.title)));
  });

  it('show an uploaded picture whole, in the same box as the built-in pictures', async () => {
    const { top, lower } = await homeWith([NAVBAR]);
    const uploaded = await waitFor(() => {
      const image = top.querySelector<HTMLImageElement>('img[src="/api/files/top?sig=1"]');
      expect(image).not.toBeNull();
      return image as HTMLImageElement;
    });
    // The class whose rule is `object-fit: contain` (styles/home.css), on top of the carousel's box.
    expect(uploaded).toHaveClass('vd-carousel-image', 'vd-carousel-image-whole');
    expect([uploaded.getAttribute('width'), uploaded.getAttribute('height')]).toEqual(['1600', '900']);
    const rule = /\.vd-carousel-image\.vd-carousel-image-whole\s*\{([^}]*)\}/.exec(homeStyles)?.[1] ?? '';
    expect(rule).toMatch(/object-fit:\s*contain;/);
    // The built-in photos fill the box as before.
    for (const own of lower.querySelectorAll('img')) expect(own).not.toHaveClass('vd-carousel-image-whole');
  });
});
