import { ActivityFiltersSchema, type ActivityFilters } from '@visadesk/contract';
import { useCallback } from 'react';
import { useAddressView, type AddressView } from '../../../hooks/use-address-view';
import { activityQuery } from '../api/get-activity';

/** The log's view in the address as its call sends it, so `/activity` stays bare. */
const ACTIVITY_ADDRESS: AddressView<typeof ActivityFiltersSchema.shape> = { schema: ActivityFiltersSchema, query: activityQuery, range: ['from', 'to'] };

/** Whether a staff member or a day narrows the log. */
export const isNarrowed = (view: ActivityFilters): boolean => Boolean(view.actor || view.from || view.to);

/** The log's page, staff member and days live in the address, as the application list's view does. */
export function useActivityAddress() {
  const { page, view, goTo } = useAddressView(ACTIVITY_ADDRESS);
  // New filters start from the first page, a step Back undoes.
  const applyFilters = useCallback((filters: ActivityFilters) => goTo({ ...filters, page: 1 }), [goTo]);
  const clearFilters = useCallback(() => goTo({ actor: '', from: '', to: '', page: 1 }), [goTo]);
  return { page, view, goTo, applyFilters, clearFilters };
}
