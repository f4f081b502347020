import { API, type HistoryEntry } from '@visadesk/contract';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

/** Newest first, as the server records them. */
export function getApplicationHistory(id: string, signal?: AbortSignal) {
  return apiClient.get<HistoryEntry[]>(API.applicationHistory(id), { signal });
}

export function useApplicationHistory(id: string) {
  const load = useCallback((signal: AbortSignal) => getApplicationHistory(id, signal), [id]);
  return useRemoteData(load);
}
