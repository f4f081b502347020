import { API, AUTH_MESSAGES, COMMON_MESSAGES, SettingsSchema, type Settings } from '@visadesk/contract';
import { useRemoteData } from '../../../lib/use-remote-data';
import { apiClient, isApiError, isNoResponseError } from '../../../lib/api-client';

export async function getSettings(): Promise<Settings> {
  return SettingsSchema.parse(await apiClient.get<unknown>(API.settings));
}

export async function saveSettings(settings: Settings): Promise<Settings> {
  return SettingsSchema.parse(await apiClient.put<unknown>(API.settings, settings));
}

/** A refused save points at the fields; anything else says what happened. */
export function settingsErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.errors ? COMMON_MESSAGES.validationFailed : error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}

export type SettingsLoad =
  | { status: 'loading' }
  | { status: 'ready'; settings: Settings }
  | { status: 'failed'; error: string };

const loadSettings = () => getSettings();

/** Loads on arrival; `retry` asks again after a failure (the shared loader cancels stale answers). */
export function useSettings(): SettingsLoad & { retry: () => void } {
  const { data, error, loading, reload } = useRemoteData(loadSettings);
  if (error !== undefined) return { status: 'failed', error: settingsErrorMessage(error), retry: reload };
  if (loading || data === undefined) return { status: 'loading', retry: reload };
  return { status: 'ready', settings: data, retry: reload };
}
