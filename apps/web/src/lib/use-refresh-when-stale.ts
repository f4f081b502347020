import { useEffect } from 'react';

/**
 * Calls `refresh` once the answer received at `at` is `afterMs` old and the page is visible (now,
 * or as soon as it next is): for answers that go stale by themselves, like signed file URLs that
 * expire. Nothing is asked while the tab is hidden; `at` null means there is no answer to age.
 */
export function useRefreshWhenStale(at: number | null | undefined, afterMs: number, refresh: () => void): void {
  useEffect(() => {
    if (at === null || at === undefined) return undefined;
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
