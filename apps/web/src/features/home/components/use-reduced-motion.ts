import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotionPreference(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor's preference now, whatever the page was prerendered with. */
export const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** Prerendered pages assume motion is fine; the browser corrects that as soon as it hydrates. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotionPreference, prefersReducedMotion, () => false);
}
