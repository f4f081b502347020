import { act, render } from '@testing-library/react';
import { languageOfPath } from '@visadesk/contract';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createAppStore } from '../app/store';
import { renderPage } from '../entry-server';
import { loadLazyRoutes } from '../ssr/lazy-routes';
import { testI18n } from './test-i18n';

interface HydrateOptions {
  /** History state, which survives a reload but was not there when the page was prerendered. */
  state?: unknown;
  /** What the visitor does to the prerendered page before the app starts (typing, say). */
  beforeHydrating?: () => void;
}

/**
 * A prerendered public page as the browser opens it: the build's HTML first, then the app hydrates
 * it the way main.tsx does. Returns the mismatches React recovered from (none is the goal).
 */
export async function hydratePrerenderedPage(path: string, { state, beforeHydrating }: HydrateOptions = {}) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = await renderPage(path);
  beforeHydrating?.();

  await loadLazyRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }], hydrationData: { loaderData: {} } });
  const hydrationErrors = vi.fn();
  await act(async () => {
    render(<AppProvider store={createAppStore()} router={router} i18n={testI18n(languageOfPath(path).language)} />, { container, hydrate: true, onRecoverableError: hydrationErrors });
  });
  return { hydrationErrors };
}
