import { CallbackListQuerySchema } from '@visadesk/contract';
import { useCallback } from 'react';
import { z } from 'zod';
import { useAddressView, type AddressView } from '../../../hooks/use-address-view';
import type { CallbacksView } from '../api/get-callbacks';

/** The address names `all` where the call sends an empty state: an empty part is left out of it, and then means the default. */
const CALLBACKS_SCHEMA = z.object({
  demand: CallbackListQuerySchema.shape.demand,
  state: z.enum(['open', 'done', 'all']).default('open'),
});

const CALLBACKS_ADDRESS: AddressView<typeof CALLBACKS_SCHEMA.shape> = {
  schema: CALLBACKS_SCHEMA,
  query: ({ demand, state }) => ({ demand: demand || undefined, state: state === 'open' ? undefined : state }),
};

/** The page, the demand and which requests live in the address: a demand's page links to its own. */
export function useCallbacksAddress() {
  const { page, view, goTo } = useAddressView(CALLBACKS_ADDRESS);
  const show = useCallback((next: Partial<CallbacksView>) => goTo({ ...next, page: 1 }), [goTo]);
  return { page, view: view as CallbacksView, goTo, show };
}
