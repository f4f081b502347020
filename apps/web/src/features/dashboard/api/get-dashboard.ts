import { API, AUTH_MESSAGES, COMMON_MESSAGES, DashboardSchema, type Dashboard } from '@visadesk/contract';
import { useRemoteData } from '../../../lib/use-remote-data';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

/** Every figure of the dashboard in one call. */
export async function getDashboard(): Promise<Dashboard> {
  return DashboardSchema.parse(await apiClient.get<unknown>(API.dashboard));
}

/** The spec words no dashboard error; the server's own message, or the usual no-answer text. */
export function dashboardErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.message || COMMON_MESSAGES.internalError;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}

export type DashboardLoad =
  | { status: 'loading' }
  | { status: 'ready'; figures: Dashboard }
  | { status: 'failed'; error: string };

const loadFigures = () => getDashboard();

/** Loads on arrival; `retry` asks again after a failure (the shared loader cancels stale answers). */
export function useDashboard(): DashboardLoad & { retry: () => void } {
  const { data, error, loading, reload } = useRemoteData(loadFigures);
  if (error !== undefined) return { status: 'failed', error: dashboardErrorMessage(error), retry: reload };
  if (loading || data === undefined) return { status: 'loading', retry: reload };
  return { status: 'ready', figures: data, retry: reload };
}
