import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { createAppStore } from './app/store';
import { IslandCollectorProvider, islandMarker, type PrerenderedIsland } from './components/ui/island';

export { PAGE_HEADS, SITE_ORIGIN_TOKEN } from './ssr/page-heads';

interface RenderOptions {
  /** The page is hydrated island by island (src/islands.tsx), not by the whole app. */
  islands?: boolean;
}

/**
 * Renders a public page to HTML at build time (scripts/prerender.mjs), as an anonymous visitor
 * sees it before any call has answered. The browser hydrates it with the same routes and store,
 * or, for a page of islands, each island on its own.
 */
export async function renderPage(path: string, { islands = false }: RenderOptions = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No cookies at build time: the visitor is anonymous, which is what the browser assumes too.
  const store = createAppStore({ auth: { token: null, user: null, status: 'anonymous', endReason: null } });
  const collected: PrerenderedIsland[] | null = islands ? [] : null;
  const html = renderToString(
    <StrictMode>
      <IslandCollectorProvider value={collected}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Provider>
      </IslandCollectorProvider>
    </StrictMode>,
  );
  if (!collected) return html;
  return collected.reduce((page, island, index) => {
    const marker = islandMarker(index);
    if (!page.includes(marker)) throw new Error(`The marker of island ${index} is missing from ${path}.`);
    return page.replace(marker, () => renderToString(createElement(island.component, island.props)));
  }, html);
}
