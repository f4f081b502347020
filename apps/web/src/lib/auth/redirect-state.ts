import type { Location } from 'react-router';

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
