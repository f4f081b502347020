import { useMediaQuery } from '../../../hooks/use-media-query';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The visitor's preference now, whatever the page was prerendered with. */
export const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** Prerendered pages assume motion is fine; the browser corrects that as soon as it hydrates. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION, false);
}
