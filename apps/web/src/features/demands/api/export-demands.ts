import { API } from '@visadesk/contract';
import { fetchCsv } from '../../../lib/export-file';
import { demandsQuery, type DemandsView } from './get-demands';

/** The name the server gives the file. */
export const demandsFileName = (today: string) => `demands-${today}.csv`;

/** Every demand of a view as the server writes them, one line per position: the filters and order, no page. */
export const exportDemands = (view: DemandsView, signal?: AbortSignal): Promise<Blob> => fetchCsv(API.demands.export, demandsQuery(view), signal);
