import { API, type ApplicationFilters } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';
import { viewQuery } from './get-applications';

/** Long enough for a hundred thousand rows on a slow line; the server streams them as it reads. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** Excel reads a CSV file as UTF-8, and so Nepali, Bengali and Urdu names, only with this mark first. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The name the server gives the file: the day it was made, as the consultancy's calendar has it. */
export const exportFileName = (today: string) => `applications-${today}.csv`;

/**
 * The applications of a view as the server writes them (issue 17): through the one HTTP client, so
 * an expired session is refreshed as for any call. The browser drops the byte-order mark when it
 * reads the answer as text; the file gets it back.
 */
export async function exportApplications(view: ApplicationFilters, signal?: AbortSignal): Promise<Blob> {
  const text = await apiClient.get<string>(API.applications.export, { query: viewQuery(view), timeoutMs: EXPORT_TIMEOUT_MS, signal });
  const csv = text.startsWith(BYTE_ORDER_MARK) ? text : `${BYTE_ORDER_MARK}${text}`;
  return new Blob([csv], { type: 'text/csv;charset=utf-8' });
}
