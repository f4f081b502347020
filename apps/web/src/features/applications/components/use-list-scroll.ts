import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE_PREFIX = 'visadesk.list-scroll:';

/**
 * Back to the list returns to where it was scrolled. The router restores the position at
 * once, but the desk fetches the list afresh (ADR 016): the page is then a loader, too short for it,
 * and the browser stops at its end. So the list notes its position as it is scrolled, and once its
 * rows are back after a Back, scrolls there itself.
 */
export function useListScroll(ready: boolean): void {
  const { key, pathname, search } = useLocation();
  const arrivedBack = useNavigationType() === 'POP';
  const position = useRef(0);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    // The address changes as a move starts, before the next page scrolls to its top: what is
    // scrolled from then on is not the list's.
    const note = () => {
      if (window.location.pathname === pathname && window.location.search === search) position.current = window.scrollY;
    };
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      window.removeEventListener('scroll', note);
      sessionStorage.setItem(`${STORE_PREFIX}${key}`, String(position.current));
    };
  }, [key, pathname, search]);

  useEffect(() => {
    if (!ready || restoredFor.current === key) return;
    restoredFor.current = key;
    const saved = Number(sessionStorage.getItem(`${STORE_PREFIX}${key}`) ?? 0);
    if (arrivedBack && saved > 0) window.scrollTo({ top: saved, behavior: 'instant' });
  }, [ready, key, arrivedBack]);
}
