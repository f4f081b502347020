import { homeCutMarkers } from '@visadesk/contract';
import type { ReactNode } from 'react';

interface HomeCutProps {
  /** `team` for a whole section, `team.3` for one entry (contract homeCutKept). */
  path: string;
  /** Prerendered: the server keeps or drops the part by the settings of the moment. */
  slotted: boolean;
  children: ReactNode;
}

/**
 * A part of the home page the settings may leave out. Prerendered, it is wrapped in the server's
 * markers (the page is built with room for the longest lists); in the browser the component
 * showing it simply leaves it out.
 */
export function HomeCut({ path, slotted, children }: HomeCutProps) {
  if (!slotted) return children;
  const { begin, end } = homeCutMarkers(path);
  return (
    <>
      {begin}
      {children}
      {end}
    </>
  );
}
