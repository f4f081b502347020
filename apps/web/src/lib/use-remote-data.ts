import { useCallback, useEffect, useState } from 'react';

/** A call that the hook can cancel when its answer is no longer wanted. */
export type Loader<T> = (signal: AbortSignal) => Promise<T>;

export interface RemoteData<T> {
  /** The latest answer for this loader; kept while a reload() is in flight so the screen does not flash. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export interface RemoteDataOptions {
  /**
   * Fetch again once an answer is this old, as soon as the page is in view: for answers that go
   * stale by themselves, like signed file URLs that expire. Nothing is asked while the tab is hidden.
   */
  refreshAfterMs?: number;
}

interface Settled<T> {
  load: Loader<T>;
  version: number;
  at: number;
  data?: T;
  error?: unknown;
  failed: boolean;
}

/** Calls `refresh` once `at + afterMs` has passed and the page is visible (now, or when it next is). */
function useRefreshWhenStale(at: number | null, afterMs: number | undefined, refresh: () => void): void {
  useEffect(() => {
    if (at === null || afterMs === undefined) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const wait = at + afterMs - Date.now();
      if (wait > 0) {
        clearTimeout(timer);
        timer = setTimeout(check, wait);
      } else if (document.visibilityState === 'visible') {
        refresh();
      }
    };
    check();
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [at, afterMs, refresh]);
}

/**
 * Runs `load` (memoised by the caller) whenever it changes or reload() is called. Superseded
 * requests are cancelled and their answers dropped, so a slow old page never overwrites a newer one.
 */
export function useRemoteData<T>(load: Loader<T> | null, { refreshAfterMs }: RemoteDataOptions = {}): RemoteData<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ load, version, at: Date.now(), data, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ load, version, at: Date.now(), error, failed: true });
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const sameLoader = settled !== null && settled.load === load;
  const current = sameLoader && settled.version === version;
  useRefreshWhenStale(current && !settled.failed ? settled.at : null, refreshAfterMs, reload);
  return {
    data: sameLoader ? settled.data : undefined,
    error: current && settled.failed ? settled.error : undefined,
    loading: load !== null && !current,
    reload,
  };
}
