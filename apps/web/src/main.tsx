import './zod-without-eval';
// Bootstrap is an entry of its own (vite.config.ts): Urdu pages get its right-to-left build instead.
import './styles/bootstrap-ltr.css';
import './styles/fonts.css';
import './styles/app.css';
import './styles/public.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { createAppStore } from './app/store';
import { languageOfPath } from '@visadesk/contract';
import { createI18n } from './i18n/i18n';
import { loadLazyRoutes } from './ssr/lazy-routes';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html must contain <div id="root">.');

  // Public pages arrive prerendered (entry-server.tsx); every other path gets an empty root.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) await loadLazyRoutes(routes, window.location.pathname);

  // The page's language comes with its address (`/hi/enquiry`); its catalogue is there before the first render.
  // Asked twice before giving up: without it the page would stay unhydrated.
  const language = languageOfPath(window.location.pathname).language;
  const i18n = await createI18n(language).catch(() => createI18n(language));
  const store = createAppStore();
  // Hydration data (empty: no route has a loader) tells the router the page is already on screen,
  // so it does not scroll a visitor who started reading back to the top.
  const router = createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
  const app = (
    <StrictMode>
      <AppProvider store={store} router={router} i18n={i18n} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page, so a tap during start-up is answered at once.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
