import { API, PaymentsPageSchema, type PaymentsPage } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { fetchCsv } from '../../../lib/export-file';
import { remoteData } from '../../../lib/remote-data';

/** The filters of the payments page as the address and its calls hold them. */
export interface PaymentsView {
  from: string;
  to: string;
  method: '' | 'cash' | 'bank' | 'wallet';
}

/** The query string of a view: the days and the method, nothing left empty. */
export const paymentsQuery = (view: Partial<PaymentsView>): Record<string, string | undefined> =>
  ({ from: view.from || undefined, to: view.to || undefined, method: view.method || undefined });

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<PaymentsPage, PaymentsView & { page: number }>({
      query: ({ page, ...view }) => ({ path: API.payments.list, query: { page, ...paymentsQuery(view) } }),
      rawResponseSchema: PaymentsPageSchema,
      providesTags: ['Dashboard'],
    }),
  }),
});

/** One page of payments as the address shows it. */
export const usePayments = (page: number, view: PaymentsView) => remoteData(paymentsApi.useGetPaymentsQuery({ page, ...view }));

/** The name the server gives the file. */
export const paymentsFileName = (today: string) => `payments-${today}.csv`;

/** Every payment and refund of a view as the server writes them: the filters, no page. */
export const exportPayments = (view: PaymentsView, signal?: AbortSignal): Promise<Blob> => fetchCsv(API.payments.export, paymentsQuery(view), signal);
