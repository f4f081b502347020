import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the window changes. `otherwise` is the answer
 * where there is no window to ask (prerendering, jsdom's tests).
 */
export function useMediaQuery(query: string, otherwise: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const current = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : otherwise);
  return useSyncExternalStore(subscribe, current, () => otherwise);
}
