import type { ApplicantCopy } from '@visadesk/contract';
import { dateInWords } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { fillIn } from '../../../i18n/island-words';
import { keepCopy, keptCopies, removeKeptCopy, type KeptCopy } from './kept-copies';
import type { KeepWords } from './keep-words';
import { keepPageOffline } from '../../../lib/offline-pages';

type State = { step: 'idle' | 'keeping' | 'removed' | 'failed' } | { step: 'kept'; kept: KeptCopy[] };

/** The photo as it is now (its link is signed for minutes): kept beside the copy, or none when it cannot be had. */
async function photoOf(copy: ApplicantCopy): Promise<Blob | null> {
  if (!copy.image) return null;
  try {
    const answer = await fetch(copy.image);
    return answer.ok ? await answer.blob() : null;
  } catch {
    return null;
  }
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Which of the copies this phone keeps, by their statements. */
function keptOf(copies: readonly ApplicantCopy[], kept: readonly KeptCopy[]): State {
  const proofs = new Set(copies.map((copy) => copy.proof));
  const these = kept.filter((copy) => proofs.has(copy.copy.proof));
  return these.length > 0 ? { step: 'kept', kept: these } : { step: 'idle' };
}

/**
 * "Keep this copy on this phone": opt-in, so a shared computer forgets the copy as before. Kept, the
 * copies (and this page, for the service worker) stay until they expire or the worker removes them.
 * `kept`: what this phone keeps, when the page has read it already; shown as it is from the first
 * render, so nothing below moves when the phone's storage answers.
 */
export function KeepOnPhone({ words, copies, kept: read, onRemoved }: { words: KeepWords; copies: readonly ApplicantCopy[]; kept?: readonly KeptCopy[]; onRemoved?: () => void }) {
  const [state, setState] = useState<State>(() => (read ? keptOf(copies, read) : { step: 'idle' }));
  useEffect(() => {
    if (read) return undefined;
    let live = true;
    void keptCopies().then((kept) => {
      const these = keptOf(copies, kept);
      if (live && these.step === 'kept') setState(these);
    }).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [copies, read]);
  const keep = async () => {
    setState({ step: 'keeping' });
    try {
      const kept = await Promise.all(copies.map(async (copy) => keepCopy(copy, await photoOf(copy))));
      await keepPageOffline();
      setState({ step: 'kept', kept });
    } catch {
      setState({ step: 'failed' });
    }
  };
  const remove = async (kept: readonly KeptCopy[]) => {
    await Promise.all(kept.map((copy) => removeKeptCopy(copy.id)));
    setState({ step: 'removed' });
    onRemoved?.();
  };
  if (state.step === 'kept') {
    const until = Math.min(...state.kept.map((copy) => copy.expiresAt));
    return (
      <div className="keep-on-phone d-print-none mb-3">
        <p role="status" className="mb-2">{fillIn(words.keptUntil, { date: dateInWords(words.language, dayOf(until)) }, words.language)}</p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => void remove(state.kept)}>
          {words.remove}
        </button>
      </div>
    );
  }
  return (
    <div className="keep-on-phone d-print-none mb-3">
      <button type="button" className="btn btn-outline-primary" aria-describedby="keep-on-phone-hint" disabled={state.step === 'keeping'} onClick={() => void keep()}>
        {state.step === 'keeping' ? words.keeping : words.keep}
      </button>
      <p id="keep-on-phone-hint" className="form-text mb-0">{words.keepHint}</p>
      {state.step === 'removed' && <p role="status" className="mb-0">{words.removed}</p>}
      {state.step === 'failed' && <p role="alert" className="text-danger mb-0">{words.failed}</p>}
    </div>
  );
}
