import { API, type ActivityFilters } from '@visadesk/contract';
import { fetchCsv } from '../../../lib/export-file';
import { activityQuery } from './get-activity';

/** The name the server gives the file: the day it was made, as the consultancy's calendar has it. */
export const activityFileName = (today: string) => `activity-${today}.csv`;

/** Every entry of a view as the server writes them: the log's filters, no page. */
export function exportActivity(view: ActivityFilters, signal?: AbortSignal): Promise<Blob> {
  return fetchCsv(API.activity.export, activityQuery(view), signal);
}
