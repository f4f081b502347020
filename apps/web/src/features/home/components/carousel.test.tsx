import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_LABELS, CAROUSEL_WORDS } from '../../../testing/island-words';
import { Carousel, type CarouselSlide } from './carousel';

const SLIDES: CarouselSlide[] = ['Toronto', 'Rockies', 'Airport', 'Desk'].map((title) => ({
  key: title,
  title,
  text: `About ${title}`,
  media: <span>{`${title} picture`}</span>,
}));

/** jsdom has no layout: every observed element counts as on screen. */
class OnScreen {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const slide = (position: number) => screen.getByRole('group', { name: CAROUSEL_LABELS.position(position, 4) });
const activeTitle = () =>
  screen.getAllByRole('group', { hidden: true }).find((group) => !group.hasAttribute('inert'))?.querySelector('h3')?.textContent;

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', OnScreen);
  stubMotionPreference(false);
});

afterEach(() => vi.useRealTimers());

describe('carousel', () => {
  it('is announced as a carousel of labelled slides, one shown at a time', () => {
    render(<Carousel words={CAROUSEL_WORDS} label="Life in Canada" slidesId="canada-slides" slides={SLIDES} />);
    const carousel = screen.getByRole('region', { name: 'Life in Canada' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slide(1)).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide(1)).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: CAROUSEL_LABELS.position(2, 4), hidden: true })).toHaveAttribute('inert');
  });

  it('moves with previous, next, the slide buttons and the arrow keys, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Carousel words={CAROUSEL_WORDS} label="Life in Canada" slidesId="canada-slides" slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: CAROUSEL_LABELS.next }));
    expect(activeTitle()).toBe('Rockies');
    await user.click(screen.getByRole('button', { name: CAROUSEL_LABELS.previous }));
    await user.click(screen.getByRole('button', { name: CAROUSEL_LABELS.previous }));
    expect(activeTitle()).toBe('Desk');

    const third = screen.getByRole('button', { name: CAROUSEL_LABELS.pick(3, 'Airport') });
    await user.click(third);
    expect(activeTitle()).toBe('Airport');
    expect(third).toHaveAttribute('aria-current', 'true');

    await user.keyboard('{ArrowRight}');
    expect(activeTitle()).toBe('Desk');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(activeTitle()).toBe('Rockies');
  });

  it('turns by itself until stopped, then announces each change', () => {
    vi.useFakeTimers();
    render(<Carousel words={CAROUSEL_WORDS} label="Life in Canada" slidesId="canada-slides" slides={SLIDES} intervalMs={1000} />);
    const stop = screen.getByRole('button', { name: CAROUSEL_LABELS.stop });
    const slides = stop.closest('section')?.querySelector('[aria-live]');
    expect(slides).toHaveAttribute('aria-live', 'off');

    act(() => vi.advanceTimersByTime(1000));
    expect(activeTitle()).toBe('Rockies');

    act(() => stop.click());
    expect(screen.getByRole('button', { name: CAROUSEL_LABELS.start })).toBeInTheDocument();
    expect(slides).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(5000));
    expect(activeTitle()).toBe('Rockies');
  });

  it('pauses while the pointer is over it and stops once a visitor steps through it', () => {
    vi.useFakeTimers();
    render(<Carousel words={CAROUSEL_WORDS} label="Life in Canada" slidesId="canada-slides" slides={SLIDES} intervalMs={1000} />);
    const carousel = screen.getByRole('region', { name: 'Life in Canada' });

    act(() => carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    act(() => vi.advanceTimersByTime(3000));
    expect(activeTitle()).toBe('Toronto');

    act(() => screen.getByRole('button', { name: CAROUSEL_LABELS.next }).click());
    expect(screen.getByRole('button', { name: CAROUSEL_LABELS.start })).toBeInTheDocument();
  });

  it('does not turn for visitors who prefer less motion, unless they start it', () => {
    vi.useFakeTimers();
    stubMotionPreference(true);
    render(<Carousel words={CAROUSEL_WORDS} label="Life in Canada" slidesId="canada-slides" slides={SLIDES} intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(activeTitle()).toBe('Toronto');

    act(() => screen.getByRole('button', { name: CAROUSEL_LABELS.start }).click());
    act(() => vi.advanceTimersByTime(1000));
    expect(activeTitle()).toBe('Rockies');
  });
});
