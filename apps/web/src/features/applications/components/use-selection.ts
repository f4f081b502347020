import type { Application } from '@visadesk/contract';
import { useMemo, useState } from 'react';
import type { Selection } from './application-row-parts';

/**
 * The ticked applications of the page on screen. Another page, filter or order starts
 * with none ticked (`view` names what is on screen), and a tick whose row has gone (deleted) no
 * longer counts.
 */
export function useSelection(applications: readonly Application[], view: string): Selection & { ids: string[]; clear: () => void } {
  const [ticked, setTicked] = useState<{ view: string; ids: ReadonlySet<string> }>({ view, ids: new Set() });
  const onScreen = useMemo(() => applications.map((application) => application._id), [applications]);
  const selected = useMemo(() => {
    const ids = ticked.view === view ? ticked.ids : new Set<string>();
    return new Set(onScreen.filter((id) => ids.has(id)));
  }, [ticked, view, onScreen]);
  const set = (ids: Iterable<string>) => setTicked({ view, ids: new Set(ids) });
  return {
    selected,
    ids: [...selected],
    toggle: (id, on) => set(on ? [...selected, id] : [...selected].filter((one) => one !== id)),
    toggleAll: (on) => set(on ? onScreen : []),
    clear: () => set([]),
  };
}
