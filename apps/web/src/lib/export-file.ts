import { apiClient } from './api-client';

/** Long enough for a hundred thousand rows on a slow line; the server streams them as it reads. */
export const EXPORT_TIMEOUT_MS = 120_000;

/**
 * A list's rows as the server writes them into a CSV file, its bytes as they came (the
 * byte-order mark Excel needs included): through the one HTTP client, so an expired session is
 * refreshed as for any call.
 */
export async function fetchCsv(path: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<Blob> {
  const file = await apiClient.get<Blob>(path, { query, timeoutMs: EXPORT_TIMEOUT_MS, signal, file: true });
  // The server says what it is; the download says it too, whatever the browser makes of the answer.
  return new Blob([file], { type: 'text/csv;charset=utf-8' });
}

/** An Excel workbook: its bytes as they came, typed for the download. */
export async function fetchWorkbook(path: string, query: Record<string, string | undefined>, signal?: AbortSignal): Promise<Blob> {
  const file = await apiClient.get<Blob>(path, { query, timeoutMs: EXPORT_TIMEOUT_MS, signal, file: true });
  return new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Hands a file to the browser as a download, as a link with `download` would. */
export function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file once the click is handled; a moment later it may be let go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
