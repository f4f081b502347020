import { PAGES } from '@visadesk/contract';

/** The print view sits under the applicant copy it prints. */
export const PRINT_SUFFIX = '/print';

export function applicationViewPath(id: string): string {
  return PAGES.updateApplicationView.replace(':id', encodeURIComponent(id));
}

export function applicationPrintPath(id: string): string {
  return `${applicationViewPath(id)}${PRINT_SUFFIX}`;
}

/** What the list passes to the screens that need an application (spec: "needs passed state"). */
export interface ApplicationRouteState {
  id: string;
}

/** Accepts `{id}` and the spec's own shape, the whole application (`{_id}` or `{application}`). */
export function readApplicationId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = state as { id?: unknown; _id?: unknown; application?: { _id?: unknown } | null };
  const id = candidate.id ?? candidate._id ?? candidate.application?._id;
  return typeof id === 'string' && id !== '' ? id : null;
}
