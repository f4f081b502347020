import { useSyncExternalStore } from 'react';

/**
 * Server data that the public pages show in several separate roots at once: the home page's
 * islands (ADR 012) are roots of their own, built on Preact without Redux, so RTK Query (27 KB gzip
 * there, ADR 018) cannot hold it. This is the one way those pages share such data: one request per
 * visit, whichever root appears first asks, the others read the same answer.
 *
 * Everything else the app reads from the server goes through RTK Query (lib/api.ts), and the
 * slider list through the spec's slider store.
 */
export interface PageStoreOptions<T> {
  /** What the page shows before the answer arrives, and if it never does. */
  initial: T;
  /** Asks the server. A failure keeps what the page shows. */
  load: () => Promise<T>;
  /**
   * What the server already sent with the page (a prerendered page's data block), if anything:
   * then nothing is asked for this visit.
   */
  served?: () => T | null;
  /** What hydration starts from: exactly what the prerendered HTML shows. Defaults to `initial`. */
  prerendered?: (served: T | null) => T;
  /** Forget the answer once nothing on screen shows it, so coming back asks again. */
  forgetWhenUnused?: boolean;
}

export interface PageStore<T> {
  /** The current value, kept up to date in every root that shows it. */
  use(): T;
  /** Asks the server again (after staff changed the data) and updates every root. */
  refresh(): void;
  /** Starts afresh as a new visit would (tests, and `forgetWhenUnused`). */
  reset(): void;
  /** Renders (synchronously, on the server) with `value` as the prerendered snapshot. */
  renderWith<R>(value: T, render: () => R): R;
}

export function createPageStore<T>(options: PageStoreOptions<T>): PageStore<T> {
  const { initial, load, served = () => null, prerendered = (found) => found ?? initial } = options;
  const listeners = new Set<() => void>();
  let value = initial;
  let snapshotForHydration = initial;
  let request: Promise<void> | null = null;
  // An answer that arrives after a reset belongs to the visit before it.
  let visit = 0;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const ask = () => {
    const askedIn = visit;
    return load().then(
      (answer) => {
        if (askedIn !== visit) return;
        value = answer;
        notify();
      },
      () => {
        // What the page shows stays: it is usable without this data.
      },
    );
  };

  function reset(): void {
    visit += 1;
    const found = served();
    value = found ?? initial;
    snapshotForHydration = prerendered(found);
    request = found === null ? null : Promise.resolve();
  }
  reset();

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    request ??= ask();
    return () => {
      listeners.delete(listener);
      if (options.forgetWhenUnused && listeners.size === 0) reset();
    };
  }

  const current = () => value;
  const forHydration = () => snapshotForHydration;

  return {
    use: () => useSyncExternalStore(subscribe, current, forHydration),
    refresh: () => {
      request = ask();
    },
    reset,
    renderWith(replacement, render) {
      const before = snapshotForHydration;
      snapshotForHydration = replacement;
      try {
        return render();
      } finally {
        snapshotForHydration = before;
      }
    },
  };
}
