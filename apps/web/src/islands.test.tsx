import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PAGES, PUBLIC_SETTINGS_ELEMENT_ID } from '@visadesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREACT_FOR_REACT } from '../preact-for-react';
import { DEFAULT_PUBLIC_SETTINGS } from './components/layouts/public-settings';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './components/ui/island';
import { renderPage } from './entry-server';
import { CAROUSEL_LABELS, HERO_COPY } from './testing/island-words';
import { slide } from './features/home/testing/slides';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';
import { callsTo, jsonResponse, mockApi } from './testing/http';

/**
 * The page is prerendered by React (entry-server.tsx, as at build time); the browser brings its
 * islands to life with Preact (vite.islands.config.ts). These modules are loaded afresh, as a new
 * visit would, with `react` resolved to Preact exactly as the islands build resolves it.
 */
async function asTheBrowserLoadsThem<Module>(load: () => Promise<Module>): Promise<Module> {
  vi.resetModules();
  for (const [react, preact] of Object.entries(PREACT_FOR_REACT)) vi.doMock(react, () => import(preact));
  return load();
}

/**
 * An element as a person (or a screen reader) meets it: its name, attributes in any order, and its
 * text, without the empty comments React puts between adjacent texts. Preact sets some attributes
 * as properties: a video's `muted` does not show in the markup, and jsdom, which lacks the `inert`
 * property a browser has, is given `inert="true"` where a browser shows `inert=""`.
 */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map((a) => (a.name === 'inert' ? 'inert=""' : `${a.name}="${a.value}"`));
  if (node instanceof HTMLVideoElement && node.muted && !node.hasAttribute('muted')) attributes.push('muted=""');
  const children = [...node.childNodes].map(shape).join('');
  return `<${node.localName} ${attributes.sort().join(' ')}>${children}</${node.localName}>`;
}

/** What a hydration reports: errors on the console or thrown from an island. */
function watchHydration(): () => string[] {
  const seen: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void seen.push(args.map(String).join(' ')));
  const onError = (event: ErrorEvent) => {
    seen.push(String(event.error ?? event.message));
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  return () => {
    window.removeEventListener('error', onError);
    return seen;
  };
}

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The prerendered page as the browser parses it. */
function showPrerendered(html: string) {
  document.body.innerHTML = html;
  // A browser's parser sets `muted` on a video with the attribute; jsdom's does not.
  for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
}

/**
 * Each island rendered on Preact from the props in the HTML, compared with what React prerendered.
 * Preact hydrates without comparing attributes: any difference would stay on screen, and the next
 * update would be worked out from what Preact rendered, not from what the page shows.
 */
async function expectIslandsAsPrerendered(html: string) {
  const { HOME_ISLANDS, render, createElement } = await asTheBrowserLoadsThem(async () => ({
    ...(await import('./features/home/islands')),
    ...(await import('preact/compat')),
  }));
  document.body.innerHTML = html;
  for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    const component = HOME_ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) ?? ''] as React.ComponentType<object>;
    const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
    const rendered = document.createElement('div');
    render(createElement(component as never, props), rendered);
    try {
      expect([...rendered.childNodes].map(shape)).toEqual([...element.childNodes].map(shape));
    } finally {
      // Gone before its effects run, so it asks the API for nothing during a later test.
      render(null, rendered);
    }
  }
}

let prerendered = '';
beforeEach(async () => {
  prerendered ||= await renderPage(PAGES.home, { islands: true });
});

afterEach(() => {
  for (const react of Object.keys(PREACT_FOR_REACT)) vi.doUnmock(react);
  vi.resetModules();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('home page islands', () => {
  it('are the top bar, hero, both carousels, footer and language offer, each registered', async () => {
    const { HOME_ISLANDS } = await asTheBrowserLoadsThem(() => import('./features/home/islands'));
    document.body.innerHTML = prerendered;
    const names = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((el) => el.getAttribute(ISLAND_ATTRIBUTE));
    expect(names).toEqual(['top-bar', 'home-hero', 'first-carousel', 'second-carousel', 'site-footer', 'language-offer']);
    for (const name of names) expect(HOME_ISLANDS).toHaveProperty(name as string);
  });

  it('render on Preact, from the props in the HTML, exactly what React prerendered', async () => {
    await expectIslandsAsPrerendered(prerendered);
  });

  it('render a Hindi home page as prerendered too, in Hindi, with links to the Hindi pages', async () => {
    window.history.replaceState(null, '', '/hi/');
    try {
      const hindi = await renderPage('/hi/', { islands: true });
      await expectIslandsAsPrerendered(hindi);
      const topBar = document.querySelector(`[${ISLAND_ATTRIBUTE}="top-bar"]`) as HTMLElement;
      expect(within(topBar).getByRole('link', { name: 'वीज़ा पूछताछ' })).toHaveAttribute('href', '/hi/enquiry');
      expect(within(topBar).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('come to life on the prerendered page without an error, and share one call for settings and slides', async () => {
    const fetchMock = mockApi({
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants', phone: '+977 1 4412345' }),
      [`GET ${API.sliders.list}`]: () => jsonResponse([slide({ shownOnNavbar: true }), slide({ _id: 'slide-2', thumbnail: 'Care jobs', title: 'Care workers wanted.' })]),
    });
    const problems = watchHydration();
    showPrerendered(prerendered);
    const user = userEvent.setup();

    await asTheBrowserLoadsThem(() => import('./islands'));

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    // The settings arrive after hydration: the name in the heading and footer follows them.
    expect(await screen.findByRole('heading', { level: 1, name: /^Maple Route Consultants/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('+977 1 4412345');
    // Each carousel shows the published slide its `shownOnNavbar` flag chooses, from one request.
    const [top, lower] = screen.getAllByRole('region', { name: /./ }).filter((r) => r.getAttribute('aria-roledescription') === 'carousel');
    await waitFor(() => expect(within(top as HTMLElement).getByText('Applications for the winter intake are open.')).toBeInTheDocument());
    expect(within(lower as HTMLElement).getByText('Care workers wanted.')).toBeInTheDocument();
    expect(screen.getAllByText('Applications for the winter intake are open.')).toHaveLength(1);
    expect(screen.getAllByRole('group', { name: CAROUSEL_LABELS.position(1, 1) })).toHaveLength(2);
    expect(within(top as HTMLElement).getByRole('link', { name: 'Read more about Winter intake' })).toHaveAttribute('href', PAGES.enquiry);
    expect(top?.querySelector('img')).toHaveClass('vd-carousel-image-whole');
    const calls = fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);
    expect(calls.filter((url) => url === API.sliders.list)).toHaveLength(1);
    expect(calls.filter((url) => url === API.publicSettings)).toHaveLength(1);

    // The top bar's menu answers; its links are plain links to the other prerendered pages.
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'VISA ENQUIRY' })).toHaveAttribute('href', PAGES.enquiry);

    expect(problems()).toEqual([]);
  });

  it('answer buttons and arrow keys, and each carousel controls its own slides', async () => {
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]) });
    showPrerendered(prerendered);
    const user = userEvent.setup();
    await asTheBrowserLoadsThem(() => import('./islands'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));

    const [first, second] = screen.getAllByRole('region', { name: /./ }).filter((r) => r.getAttribute('aria-roledescription') === 'carousel');
    if (!first || !second) throw new Error('The home page has two carousels.');
    const active = (carousel: HTMLElement) =>
      within(carousel).getAllByRole('group').find((slide) => !slide.hasAttribute('inert'))?.getAttribute('aria-label');
    await user.click(within(first).getByRole('button', { name: CAROUSEL_LABELS.next }));
    expect(active(first)).toBe(CAROUSEL_LABELS.position(2, 4));
    expect(active(second)).toBe(CAROUSEL_LABELS.position(1, 4));
    // Stepping through stops the show, and the button says so; the focus stays where it was.
    const next = within(first).getByRole('button', { name: CAROUSEL_LABELS.next });
    expect(next).toHaveFocus();
    expect(within(first).getByRole('button', { name: CAROUSEL_LABELS.start })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(active(first)).toBe(CAROUSEL_LABELS.position(4, 4));
    expect(within(first).getByRole('button', { name: /^Show slide 4: / })).toHaveAttribute('aria-current', 'true');

    for (const carousel of [first, second]) {
      const slides = carousel.querySelector('.vd-carousel-slides');
      for (const control of carousel.querySelectorAll('[aria-controls]')) expect(control).toHaveAttribute('aria-controls', slides?.id);
    }
    expect(new Set([first, second].map((c) => c.querySelector('.vd-carousel-slides')?.id)).size).toBe(2);
  });

  it('leave the slide show and the video still for visitors who prefer less motion', async () => {
    mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]) });
    stubMotionPreference(true);
    showPrerendered(prerendered);
    // Prerendered for everyone, so the show is marked as running until the page comes to life.
    expect(screen.getAllByRole('button', { name: CAROUSEL_LABELS.stop })).toHaveLength(2);

    await asTheBrowserLoadsThem(() => import('./islands'));

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    await waitFor(() => expect(screen.getAllByRole('button', { name: CAROUSEL_LABELS.start })).toHaveLength(2));
    for (const slides of document.querySelectorAll('.vd-carousel-slides')) expect(slides).toHaveAttribute('aria-live', 'polite');
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: HERO_COPY.playVideo })).toBeInTheDocument();
  });

  it("start from the settings the server sent with the page: the consultancy's name at once, no call for them", async () => {
    const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]) });
    const settings = { ...DEFAULT_PUBLIC_SETTINGS, consultancyName: 'Maple Route <Consultants>', phone: '+977 1 4412345' };
    // What the server does to the page (apps/server/src/http/web-plugin.ts): the name, and the settings as data.
    showPrerendered(
      prerendered.replaceAll(DEFAULT_PUBLIC_SETTINGS.consultancyName, 'Maple Route &lt;Consultants&gt;') +
        `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${JSON.stringify(settings)}</script>`,
    );
    const problems = watchHydration();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Maple Route <Consultants>/);

    await asTheBrowserLoadsThem(() => import('./islands'));

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Maple Route <Consultants>/);
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('+977 1 4412345'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Maple Route <Consultants> · All rights reserved.`);
    expect(callsTo(fetchMock, API.publicSettings)).toHaveLength(0);
    expect(problems()).toEqual([]);
  });
});
