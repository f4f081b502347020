import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PAGES, PUBLIC_SETTINGS_ELEMENT_ID } from '@visadesk/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS } from './components/layouts/public-settings';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './components/ui/island';
import { renderPage } from './entry-server';
import { HOME_ISLANDS } from './features/home/islands';
import { slide } from './features/home/testing/slides';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';
import { callsTo, jsonResponse, mockApi } from './testing/http';

const normalised = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

/**
 * What React reports about a hydration: mismatched attributes as console errors, mismatched text
 * as a recoverable error (reportError, an error event here), after which it re-renders the island.
 */
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

let prerendered = '';
beforeEach(async () => {
  prerendered ||= await renderPage(PAGES.home, { islands: true });
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
});

describe('home page islands', () => {
  it('are the top bar, hero, both carousels and footer, each registered', () => {
    document.body.innerHTML = prerendered;
    const names = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].map((el) => el.getAttribute(ISLAND_ATTRIBUTE));
    expect(names).toEqual(['top-bar', 'home-hero', 'first-carousel', 'second-carousel', 'site-footer']);
    for (const name of names) expect(HOME_ISLANDS).toHaveProperty(name as string);
  });

  it('render from the props in the HTML exactly what was prerendered, so hydration matches', () => {
    document.body.innerHTML = prerendered;
    for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
      const component = HOME_ISLANDS[element.getAttribute(ISLAND_ATTRIBUTE) ?? ''] as React.ComponentType<object>;
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
      expect(normalised(renderToString(createElement(component, props)))).toBe(element.innerHTML);
    }
  });

  it('come to life on the prerendered page without a mismatch, and share one call for settings and slides', async () => {
    const fetchMock = mockApi({
      [`GET ${API.publicSettings}`]: () => jsonResponse({ consultancyName: 'Maple Route Consultants', phone: '+977 1 4412345' }),
      [`GET ${API.sliders.list}`]: () => jsonResponse([slide()]),
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
    const problems = watchHydration();
    document.body.innerHTML = prerendered;
    // A browser's parser sets `muted` on a video with the attribute; jsdom's does not.
    for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
    const user = userEvent.setup();

    await import('./islands');

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    // The settings arrive after hydration: the name in the heading and footer follows them.
    expect(await screen.findByRole('heading', { level: 1, name: /^Maple Route Consultants/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('+977 1 4412345');
    // Both carousels show the published slide, from one request.
    await waitFor(() => expect(screen.getAllByText('Applications for the winter intake are open.')).toHaveLength(2));
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

  it("start from the settings the server sent with the page: the consultancy's name at once, no call for them", async () => {
    const fetchMock = mockApi({ [`GET ${API.sliders.list}`]: () => jsonResponse([]) });
    const settings = { ...DEFAULT_PUBLIC_SETTINGS, consultancyName: 'Maple Route <Consultants>', phone: '+977 1 4412345' };
    // What the server does to the page (apps/server/src/plugins/web.ts): the name, and the settings as data.
    document.body.innerHTML =
      prerendered.replaceAll(DEFAULT_PUBLIC_SETTINGS.consultancyName, 'Maple Route &lt;Consultants&gt;') +
      `<script type="application/json" id="${PUBLIC_SETTINGS_ELEMENT_ID}">${JSON.stringify(settings)}</script>`;
    for (const video of document.querySelectorAll('video')) video.muted = video.hasAttribute('muted');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue();
    const problems = watchHydration();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Maple Route <Consultants>/);

    // A new visit: the page's modules load afresh and read the settings block.
    vi.resetModules();
    await import('./islands');

    await waitFor(() => expect(document.documentElement).toHaveAttribute(APP_READY_ATTRIBUTE));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Maple Route <Consultants>/);
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent('+977 1 4412345'));
    expect(callsTo(fetchMock, API.publicSettings)).toHaveLength(0);
    expect(problems()).toEqual([]);
  });
});
