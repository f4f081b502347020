import { ApplicationListQuerySchema, DEFAULT_APPLICATION_SORT, type ApplicationFilters } from '@visadesk/contract';
import { useCallback } from 'react';
import { useAddressView, type AddressView } from '../../../hooks/use-address-view';
import { viewQuery } from '../api/get-applications';

/** What the list shows besides its page: the search, the filters and the order. */
export type ListView = ApplicationFilters;

const VIEW_SCHEMA = ApplicationListQuerySchema.omit({ page: true, limit: true });
/** The list's view in the address as its call sends it (viewQuery), so `/application` stays bare. */
const LIST_ADDRESS: AddressView<typeof VIEW_SCHEMA.shape> = { schema: VIEW_SCHEMA, query: viewQuery, range: ['createdFrom', 'createdTo'] };

/** Whether any filter narrows the list (the search and the order do not count). */
export const isFiltered = (view: ListView): boolean =>
  Boolean(view.status || view.nationality || view.jobTitle || view.createdFrom || view.createdTo || view.stage || view.overdue === 'true');

/**
 * The list's page, search, filters and order live in the address (react-admin): a reload, a
 * bookmark or a shared link shows the same view, and Back returns to the one before.
 */
export function useListAddress() {
  const { page, view, goTo } = useAddressView(LIST_ADDRESS);
  // A new search, filter or order starts from the first page; typing replaces, the rest are steps Back undoes.
  const applySearch = useCallback((text: string) => goTo({ search: text, page: 1 }, true), [goTo]);
  const applyFilters = useCallback((filters: Partial<ListView>) => goTo({ ...filters, page: 1 }), [goTo]);
  const sortBy = useCallback((sort: ListView['sort']) => goTo({ sort, page: 1 }), [goTo]);
  const clearFilters = useCallback(
    () => goTo({ status: '', nationality: '', jobTitle: '', createdFrom: '', createdTo: '', stage: '', overdue: '', sort: DEFAULT_APPLICATION_SORT, page: 1 }),
    [goTo],
  );

  return { page, search: view.search, view, goTo, applySearch, applyFilters, sortBy, clearFilters };
}
