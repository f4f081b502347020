import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/router';
import { createAppStore } from './app/store';

export { PAGE_HEADS, SITE_ORIGIN_TOKEN } from './ssr/page-heads';

/**
 * Renders a public page to HTML at build time (scripts/prerender.mjs), as an anonymous visitor
 * sees it before any call has answered. The browser hydrates it with the same routes and store.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No cookies at build time: the visitor is anonymous, which is what the browser assumes too.
  const store = createAppStore({ auth: { token: null, user: null, status: 'anonymous', endReason: null } });
  return renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
}
