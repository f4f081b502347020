import { PaymentsFiltersSchema } from '@visadesk/contract';
import { useCallback } from 'react';
import { useAddressView, type AddressView } from '../../../hooks/use-address-view';
import { paymentsQuery, type PaymentsView } from '../api/get-payments';

const PAYMENTS_ADDRESS: AddressView<typeof PaymentsFiltersSchema.shape> = { schema: PaymentsFiltersSchema, query: paymentsQuery, range: ['from', 'to'] };

export const isNarrowed = (view: PaymentsView): boolean => Boolean(view.from || view.to || view.method);

/** The page, days and method live in the address, as the list's and the activity log's do. */
export function usePaymentsAddress() {
  const { page, view, goTo } = useAddressView(PAYMENTS_ADDRESS);
  const applyFilters = useCallback((filters: PaymentsView) => goTo({ ...filters, page: 1 }), [goTo]);
  const clearFilters = useCallback(() => goTo({ from: '', to: '', method: '', page: 1 }), [goTo]);
  return { page, view: view as PaymentsView, goTo, applyFilters, clearFilters };
}
