import { API, type Application } from '@visadesk/contract';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

export function getApplication(id: string, signal?: AbortSignal) {
  return apiClient.get<Application>(API.applications.one(id), { signal });
}

/** Loaded by id, so a reload or a shared link shows the same applicant. */
export function useApplication(id: string) {
  const load = useCallback((signal: AbortSignal) => getApplication(id, signal), [id]);
  return useRemoteData(load);
}
