import type { ApplicantCopy } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { keptCopies, type KeptCopy } from './kept-copies';

/**
 * The copies kept on this phone, each ready to show: its photo from storage (an address of this
 * page's own, released when the page lets go), its documents' links left out (they were signed for
 * minutes and open only after a new status check), and the records as kept (for "Remove from this
 * phone"). `undefined` while they are read.
 */
interface KeptState {
  copies: ApplicantCopy[] | undefined;
  records: KeptCopy[] | undefined;
  expiresAt: number | null;
}

export function useKeptCopies(enabled: boolean): KeptState {
  const [state, setState] = useState<KeptState>({ copies: undefined, records: undefined, expiresAt: null });
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
      if (live) setState({ copies, records: kept, expiresAt: kept.length > 0 ? Math.min(...kept.map((copy) => copy.expiresAt)) : null });
    }).catch(() => live && setState({ copies: [], records: [], expiresAt: null }));
    return () => {
      live = false;
      for (const address of addresses) URL.revokeObjectURL(address);
    };
  }, [enabled]);
  return state;
}
