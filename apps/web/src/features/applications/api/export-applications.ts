import { API, type ApplicationFilters } from '@visadesk/contract';
import { fetchCsv } from '../../../lib/export-file';
import { viewQuery } from './get-applications';

/** The name the server gives the file: the day it was made, as the consultancy's calendar has it. */
export const exportFileName = (today: string) => `applications-${today}.csv`;

/** The applications of a view as the server writes them (issue 17): the list's filters and order, no page. */
export function exportApplications(view: ApplicationFilters, signal?: AbortSignal): Promise<Blob> {
  return fetchCsv(API.applications.export, viewQuery(view), signal);
}
