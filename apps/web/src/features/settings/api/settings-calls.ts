import { API, AUTH_MESSAGES, COMMON_MESSAGES, SettingsSchema, type Settings } from '@visadesk/contract';
import { useEffect, useState } from 'react';
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

export function useSettings(): SettingsLoad & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<SettingsLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getSettings().then(
      (settings) => current && setLoad({ status: 'ready', settings }),
      (error: unknown) => current && setLoad({ status: 'failed', error: settingsErrorMessage(error) }),
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
