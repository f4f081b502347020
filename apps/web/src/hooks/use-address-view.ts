import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** The highest page the lists' rule takes: an address beyond it shows that page rather than an error. */
const LAST_READABLE_PAGE = 1_000_000;

/** The parts of a list's view, each a schema of its own. */
type Shape = Record<string, z.ZodType>;

/** How a list's view (what narrows or orders it, besides its page) is written into the address. */
export interface AddressView<S extends Shape> {
  /** The parts of the view, each checked by the list query's own rule. */
  schema: z.ZodObject<S>;
  /** The query string of a view: what narrows or orders it, nothing left empty or at its default. */
  query: (view: z.output<z.ZodObject<S>>) => Record<string, string | undefined>;
  /** Two days of a range, first and last: a last day before the first is left out. */
  range?: readonly [keyof z.output<z.ZodObject<S>> & string, keyof z.output<z.ZodObject<S>> & string];
}

function pageFrom(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return Number.isInteger(page) && page > 0 ? Math.min(page, LAST_READABLE_PAGE) : 1;
}

/** Each part of the view as the address has it; a part the list's rule refuses (edited by hand) is left out. */
function viewFrom<S extends Shape>({ schema, range }: AddressView<S>, params: URLSearchParams): z.output<z.ZodObject<S>> {
  const view: Record<string, unknown> = schema.parse({});
  for (const [key, part] of Object.entries(schema.shape)) {
    const parsed = part.safeParse(params.get(key) ?? undefined);
    if (parsed.success) view[key] = parsed.data;
  }
  // The rule across two parts: a last day before the first is left out too.
  if (range) {
    const [first, last] = range.map((key) => view[key]) as [string, string];
    if (first && last && last < first) view[range[1]] = '';
  }
  return view as z.output<z.ZodObject<S>>;
}

/** The address of a view: what the list's call sends, so a list with nothing narrowed stays bare. */
function paramsOf<S extends Shape>(address: AddressView<S>, view: z.output<z.ZodObject<S>>, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(address.query(view))) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * A list's page and view live in the address (react-admin): a reload, a bookmark or a shared link
 * shows the same view, and Back returns to the one before. `address` is a module's constant.
 */
export function useAddressView<S extends Shape>(address: AddressView<S>) {
  type View = z.output<z.ZodObject<S>>;
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  // One object per view, whatever the page: a form following the view is not reset when only the
  // page changes (as when the list corrects a page past its end).
  const key = paramsOf(address, viewFrom(address, params), 1).toString();
  const view = useMemo(() => viewFrom(address, new URLSearchParams(key)), [address, key]);

  const goTo = useCallback(
    (next: { page?: number } & Partial<View>, replace = false) => {
      setParams((current) => paramsOf(address, { ...viewFrom(address, current), ...next }, next.page ?? pageFrom(current)), { replace });
    },
    [address, setParams],
  );
  return { page, view, goTo };
}
