import type { ApplicantCopy } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { keptCopies } from './kept-copies';

/**
 * The copies kept on this phone, each ready to show: its photo from storage (an address of this
 * page's own, released when the page lets go), its documents' links left out (they were signed for
 * minutes and open only after a new status check). `undefined` while they are read.
 */
export function useKeptCopies(enabled: boolean): { copies: ApplicantCopy[] | undefined; expiresAt: number | null } {
  const [state, setState] = useState<{ copies: ApplicantCopy[] | undefined; expiresAt: number | null }>({ copies: undefined, expiresAt: null });
  useEffect(() => {
    if (!enabled) return undefined;
    const addresses: string[] = [];
    let live = true;
    void keptCopies().then((kept) => {
      const copies = kept.map(({ copy, photo }) => {
        const image = photo ? URL.createObjectURL(photo) : '';
        if (image) addresses.push(image);
        return { ...copy, image, documents: {}, extraDocuments: [] };
      });
      if (live) setState({ copies, expiresAt: kept.length > 0 ? Math.min(...kept.map((copy) => copy.expiresAt)) : null });
    }).catch(() => live && setState({ copies: [], expiresAt: null }));
    return () => {
      live = false;
      for (const address of addresses) URL.revokeObjectURL(address);
    };
  }, [enabled]);
  return state;
}
