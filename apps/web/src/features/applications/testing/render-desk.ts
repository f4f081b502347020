import { setSessionHint } from '../../../testing/http';
import { SUPER_ADMIN, renderApp } from '../../../testing/render-app';

/** The app at `path`, signed in as the super admin, the way staff open the applications desk. */
export function renderDesk(path: string, state?: unknown) {
  setSessionHint();
  return renderApp(path, { signedInAs: SUPER_ADMIN, state });
}

/** The query string of a recorded call, as key/value pairs. */
export function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));
}
