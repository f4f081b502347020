import { ApplicationListQuerySchema, DEFAULT_APPLICATION_SORT, type ApplicationFilters } from '@visadesk/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { viewQuery } from '../api/get-applications';

/** What the list shows besides its page: the search, issue 17's filters and the order. */
export type ListView = ApplicationFilters;

const VIEW_KEYS = ['search', 'status', 'nationality', 'jobTitle', 'createdFrom', 'createdTo', 'sort'] as const satisfies readonly (keyof ListView)[];
const ViewSchema = ApplicationListQuerySchema.omit({ page: true, limit: true });
const DEFAULT_VIEW: ListView = ViewSchema.parse({});

/** The highest page the list's rule takes: an address beyond it shows that page rather than an error. */
const LAST_READABLE_PAGE = 1_000_000;

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? Math.min(page, LAST_READABLE_PAGE) : 1;
}

/** Each part of the view as the address has it; a part the list's rule refuses (edited by hand) is left out. */
function viewFrom(params: URLSearchParams): ListView {
  const view = { ...DEFAULT_VIEW };
  for (const key of VIEW_KEYS) {
    const parsed = ViewSchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success) Object.assign(view, { [key]: parsed.data });
  }
  // The rule across two parts: a last day before the first is left out too.
  if (view.createdFrom && view.createdTo && view.createdTo < view.createdFrom) view.createdTo = '';
  return view;
}

/** The address of a view: what the list's call sends (viewQuery), so `/application` stays bare. */
function paramsOf(view: ListView, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(viewQuery(view))) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Whether any filter narrows the list (the search and the order do not count). */
export const isFiltered = (view: ListView): boolean =>
  Boolean(view.status || view.nationality || view.jobTitle || view.createdFrom || view.createdTo);

/**
 * The list's page, search, filters and order live in the address (react-admin): a reload, a
 * bookmark or a shared link shows the same view, and Back returns to the one before.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  // One object per view, whatever the page: a form following the view is not reset when only the
  // page changes (as when the list corrects a page past its end).
  const key = paramsOf(viewFrom(params), 1).toString();
  const view = useMemo(() => viewFrom(new URLSearchParams(key)), [key]);

  const goTo = useCallback(
    (next: { page?: number } & Partial<ListView>, replace = false) => {
      setParams((current) => paramsOf({ ...viewFrom(current), ...next }, next.page ?? pageFrom(current)), { replace });
    },
    [setParams],
  );
  // A new search, filter or order starts from the first page; typing replaces, the rest are steps Back undoes.
  const applySearch = useCallback((text: string) => goTo({ search: text, page: 1 }, true), [goTo]);
  const applyFilters = useCallback((filters: Partial<ListView>) => goTo({ ...filters, page: 1 }), [goTo]);
  const sortBy = useCallback((sort: ListView['sort']) => goTo({ sort, page: 1 }), [goTo]);
  const clearFilters = useCallback(
    () => goTo({ status: '', nationality: '', jobTitle: '', createdFrom: '', createdTo: '', sort: DEFAULT_APPLICATION_SORT, page: 1 }),
    [goTo],
  );

  return { page, search: view.search, view, goTo, applySearch, applyFilters, sortBy, clearFilters };
}
