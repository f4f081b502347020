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

interface Settled<T> {
  load: Loader<T>;
  version: number;
  data?: T;
  error?: unknown;
  failed: boolean;
}

/**
 * Runs `load` (memoised by the caller) whenever it changes or reload() is called. Superseded
 * requests are cancelled and their answers dropped, so a slow old page never overwrites a newer one.
 */
export function useRemoteData<T>(load: Loader<T> | null): RemoteData<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ load, version, data, failed: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ load, version, error, failed: true });
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const reload = useCallback(() => setVersion((previous) => previous + 1), []);
  const sameLoader = settled !== null && settled.load === load;
  const current = sameLoader && settled.version === version;
  return {
    data: sameLoader ? settled.data : undefined,
    error: current && settled.failed ? settled.error : undefined,
    loading: load !== null && !current,
    reload,
  };
}
