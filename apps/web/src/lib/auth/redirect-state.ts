import { useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router';

/** What pages pass to the login page through the router's location state. */
export interface LoginRedirectState {
  /** The guarded page the user first asked for. */
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** A message to show above the form, e.g. the registration confirmation. */
  notice?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Location state comes from history, so it is read defensively. */
export function readLoginRedirectState(state: unknown): { returnTo: string | null; notice: string | null } {
  if (!isRecord(state)) return { returnTo: null, notice: null };
  const notice = typeof state.notice === 'string' ? state.notice : null;
  const from = isRecord(state.from) ? state.from : null;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only same-site paths: "//host" would leave the site.
  const returnTo =
    pathname.startsWith('/') && !pathname.startsWith('//')
      ? `${pathname}${typeof from?.search === 'string' ? from.search : ''}${typeof from?.hash === 'string' ? from.hash : ''}`
      : null;
  return { returnTo, notice };
}

const noUpdates = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render after (and at once when the
 * page was not prerendered): the build rendered the page with no history state at all.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(noUpdates, () => true, () => false);
}

/**
 * The login page's redirect state. History state survives a reload, but the prerendered page was
 * built without it: a notice shown while hydrating would not match the HTML (React error #418),
 * and React would render the form afresh, losing what was typed. So the notice waits until the
 * page is hydrated.
 */
export function useLoginRedirectState(): { returnTo: string | null; notice: string | null } {
  const { returnTo, notice } = readLoginRedirectState(useLocation().state);
  return { returnTo, notice: useHydrated() ? notice : null };
}
