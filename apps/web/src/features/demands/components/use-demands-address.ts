import { DemandExportQuerySchema } from '@visadesk/contract';
import { useCallback } from 'react';
import { useAddressView, type AddressView } from '../../../hooks/use-address-view';
import { DEFAULT_DEMAND_SORT, demandsQuery, type DemandsView } from '../api/get-demands';

const DEMANDS_ADDRESS: AddressView<typeof DemandExportQuerySchema.shape> = { schema: DemandExportQuerySchema, query: demandsQuery };

/** Whether the view is narrowed (the order does not count). */
export const isNarrowed = (view: DemandsView): boolean => Boolean(view.state || view.country || view.search);

/** The page, filters and order live in the address, as the applications list's do. */
export function useDemandsAddress() {
  const { page, view, goTo } = useAddressView(DEMANDS_ADDRESS);
  const applyFilters = useCallback((filters: DemandsView) => goTo({ ...filters, page: 1 }), [goTo]);
  const clearFilters = useCallback(() => goTo({ state: '', country: '', search: '', sort: DEFAULT_DEMAND_SORT, page: 1 }), [goTo]);
  return { page, view: view as DemandsView, goTo, applyFilters, clearFilters };
}
