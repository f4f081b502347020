import { API, STAFF_FILE_URL_TTL_SECONDS, type Application } from '@visadesk/contract';
import { useCallback } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useRemoteData } from '../../../lib/use-remote-data';

export function getApplication(id: string, signal?: AbortSignal) {
  return apiClient.get<Application>(API.applications.one(id), { signal });
}

/** Well before the photo and document links in an answer stop working, a fresh answer replaces it. */
export const FILE_LINKS_STALE_AFTER_MS = (STAFF_FILE_URL_TTL_SECONDS * 1000) / 2;

/**
 * Loaded by id, so a reload or a shared link shows the same applicant. A desk left open on one
 * applicant fetches it again before its file links expire, so previews and documents keep opening.
 */
export function useApplication(id: string) {
  const load = useCallback((signal: AbortSignal) => getApplication(id, signal), [id]);
  return useRemoteData(load, { refreshAfterMs: FILE_LINKS_STALE_AFTER_MS });
}
