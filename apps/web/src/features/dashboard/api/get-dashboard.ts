import { API, AUTH_MESSAGES, COMMON_MESSAGES, DashboardSchema, type Dashboard } from '@visadesk/contract';
import { useEffect, useState } from 'react';
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

/** Loads the figures on arrival; `retry` asks again after a failure. */
export function useDashboard(): DashboardLoad & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<DashboardLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getDashboard().then(
      (figures) => current && setLoad({ status: 'ready', figures }),
      (error: unknown) => current && setLoad({ status: 'failed', error: dashboardErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { ...load, retry };
}
