import { API, type ApplicationFilters } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import { viewQuery } from './get-applications';

/** Long enough for a hundred thousand rows on a slow line; the server streams them as it reads. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** The name the server gives the file: the day it was made, as the consultancy's calendar has it. */
export const exportFileName = (today: string) => `applications-${today}.csv`;

/**
 * The applications of a view as the server writes them (issue 17), its bytes as they came (the
 * byte-order mark Excel needs included): through the one HTTP client, so an expired session is
 * refreshed as for any call.
 */
export async function exportApplications(view: ApplicationFilters, signal?: AbortSignal): Promise<Blob> {
  const file = await apiClient.get<Blob>(API.applications.export, { query: viewQuery(view), timeoutMs: EXPORT_TIMEOUT_MS, signal, file: true });
  // The server says what it is; the download says it too, whatever the browser makes of the answer.
  return new Blob([file], { type: 'text/csv;charset=utf-8' });
}
