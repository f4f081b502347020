import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, PAGES } from '@visadesk/contract';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from './components/ui/island';
import { renderPage } from './entry-server';
import { HOME_ISLANDS } from './features/home/islands';
import { slide } from './features/home/testing/slides';
import { APP_READY_ATTRIBUTE } from './lib/app-ready';
import { jsonResponse, mockApi } from './testing/http';

const normalised = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

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
    const consoleErrors = vi.spyOn(console, 'error');
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

    expect(consoleErrors).not.toHaveBeenCalled();
  });
});
