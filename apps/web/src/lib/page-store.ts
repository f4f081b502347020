import { useSyncExternalStore } from 'react';

/**
 * Server data that the public pages show in several separate roots at once: the home page's
 * islands (ADR 012) are roots of their own, built on Preact without Redux, so RTK Query (27 KB gzip
 * there, ADR 018) cannot hold it. This is the one way those pages share such data: one request per
 * visit, whichever root appears first asks, the others read the same answer.
 *
 * Everything else the app reads from the server goes through RTK Query (lib/api.ts), the slides
 * included (ADR 047).
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

/**
 * One piece of shared page data, read with usePageStore. Its methods are bound (arrow properties),
 * so they can be handed to useSyncExternalStore and passed around.
 */
export class PageStore<T> {
  private readonly listeners = new Set<() => void>();
  private value: T;
  private snapshotForHydration: T;
  private request: Promise<void> | null = null;
  // An answer that arrives after a reset belongs to the visit before it.
  private visit = 0;

  private readonly options: PageStoreOptions<T>;

  constructor(options: PageStoreOptions<T>) {
    this.options = options;
    this.value = options.initial;
    this.snapshotForHydration = options.initial;
    this.reset();
  }

  /** Asks the server again (after staff changed the data) and updates every root. */
  refresh = (): void => {
    this.request = this.ask();
  };

  /** Starts afresh as a new visit would (tests, and `forgetWhenUnused`). */
  reset = (): void => {
    const { initial, served = () => null, prerendered = (found: T | null) => found ?? initial } = this.options;
    this.visit += 1;
    const found = served();
    this.value = found ?? initial;
    this.snapshotForHydration = prerendered(found);
    this.request = found === null ? null : Promise.resolve();
  };

  /** Renders (synchronously, on the server) with `value` as the prerendered snapshot. */
  renderWith = <R>(value: T, render: () => R): R => {
    const before = this.snapshotForHydration;
    this.snapshotForHydration = value;
    try {
      return render();
    } finally {
      this.snapshotForHydration = before;
    }
  };

  readonly current = (): T => this.value;
  readonly forHydration = (): T => this.snapshotForHydration;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.request ??= this.ask();
    return () => {
      this.listeners.delete(listener);
      if (this.options.forgetWhenUnused && this.listeners.size === 0) this.reset();
    };
  };

  private ask(): Promise<void> {
    const askedIn = this.visit;
    return this.options.load().then(
      (answer) => {
        if (askedIn !== this.visit) return;
        this.value = answer;
        for (const listener of this.listeners) listener();
      },
      () => {
        // What the page shows stays: it is usable without this data.
      },
    );
  }
}

export const createPageStore = <T>(options: PageStoreOptions<T>): PageStore<T> => new PageStore(options);

/** The store's current value, kept up to date in every root that shows it. */
export function usePageStore<T>(store: PageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.current, store.forHydration);
}
