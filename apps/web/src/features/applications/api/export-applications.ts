import { API, type ApplicationFilters, type ExportFormat } from '@visadesk/contract';
import { fetchCsv, fetchWorkbook } from '../../../lib/export-file';
import { viewQuery } from './get-applications';

/** The name the server gives the file: the day it was made, as the consultancy's calendar has it, and its format. */
export const exportFileName = (format: ExportFormat) => (today: string) => `applications-${today}.${format}`;

/**
 * The applications of a view as the server writes them: the list's filters and order, no
 * page; as CSV, or as an Excel workbook whose passports and phones stay text.
 */
export function exportApplications(view: ApplicationFilters, format: ExportFormat = 'csv', signal?: AbortSignal): Promise<Blob> {
  if (format === 'xlsx') return fetchWorkbook(API.applications.export, { ...viewQuery(view), format }, signal);
  return fetchCsv(API.applications.export, viewQuery(view), signal);
}
