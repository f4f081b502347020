import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The list's page and search live in the address (react-admin): a reload or a shared link keeps them. */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search') ?? '';

  const goTo = useCallback(
    (next: { page?: number; search?: string }, replace = false) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const nextSearch = next.search ?? current.get('search') ?? '';
        if (nextSearch) updated.set('search', nextSearch);
        else updated.delete('search');
        if (next.page && next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
        return updated;
      }, { replace });
    },
    [setParams],
  );
  const applySearch = useCallback((text: string) => goTo({ search: text, page: 1 }, true), [goTo]);

  return { page, search, goTo, applySearch };
}
