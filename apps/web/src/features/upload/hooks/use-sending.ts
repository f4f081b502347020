import type { UploadItem } from '@visadesk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_MESSAGE_IDS as ID } from '../api/page-message-ids';
import type { Sending } from '../api/send-document';
import type { UploadRules } from '../upload-rules';

/**
 * tus-js-client and the code that drives it: fetched when the first file is chosen, not with the
 * page (on a slow phone its parse alone held the page back; bench:pages).
 */
const sender = () => import('../api/send-document');

/** What the page is doing with a file the applicant chose for one document. */
export type LocalState =
  | { step: 'waiting'; file: File }
  | { step: 'sending' | 'paused'; file: File; sent: number; total: number }
  | { step: 'sent'; file: File }
  | { step: 'refused'; file: File; messageId: string };

type States = Record<string, LocalState>;

/** An asked document's key on the page: its slot, else its checklist label. */
export const itemKey = (item: UploadItem): string => item.slot || `extra:${item.extra}`;

/** Refused before a byte is sent, as the server would refuse it at the end (it checks the bytes again). */
function checkBeforeSending(accept: string, item: UploadItem, file: File): string | null {
  if (file.size > item.maxBytes) return ID.documentTooLarge;
  // Some phones' pickers give no type: the server decides from the bytes.
  if (file.type && !accept.split(',').includes(file.type)) return ID.invalidDocumentType;
  return null;
}

/** Uploads under way (all of them, or the one of `only`) from one step to the other: sending to paused, or back. */
function moved(all: States, from: 'sending' | 'paused', only?: string): States {
  const to = from === 'sending' ? 'paused' : 'sending';
  return Object.fromEntries(
    Object.entries(all).map(([key, state]) => [key, state.step === from && (only === undefined || only === key) ? { ...state, step: to } : state]),
  );
}

/** Pauses every upload when the browser goes offline, and goes on when it is back. */
function useOfflinePauses(running: Map<string, Sending>, setStates: (change: (all: States) => States) => void) {
  useEffect(() => {
    const pause = () => {
      for (const sending of running.values()) sending.pause();
      setStates((all) => moved(all, 'sending'));
    };
    const resume = () => {
      for (const sending of running.values()) sending.resume();
      setStates((all) => moved(all, 'paused'));
    };
    window.addEventListener('offline', pause);
    window.addEventListener('online', resume);
    return () => {
      window.removeEventListener('offline', pause);
      window.removeEventListener('online', resume);
      for (const sending of running.values()) sending.pause();
    };
  }, [running, setStates]);
}

/** A chosen file, and the document it is for. */
interface Chosen {
  key: string;
  item: UploadItem;
  file: File;
}

/** The files waiting their turn, and the document whose file is being sent (null: none). */
interface Turns {
  waiting: Chosen[];
  current: string | null;
}

/**
 * The files chosen on the page and their uploads. One is sent at a time: on a slow network two
 * would each take twice as long, and the first document done is worth more than two half done.
 */
export function useSending(token: string, rules: UploadRules, onSent: () => void) {
  const [states, setStates] = useState<States>({});
  // Kept for the page's life, changed in place: the uploads under way, and the files waiting their turn.
  const [running] = useState(() => new Map<string, Sending>());
  const turnsRef = useRef<Turns>({ waiting: [], current: null });
  const set = (key: string, state: LocalState) => setStates((all) => ({ ...all, [key]: state }));
  useOfflinePauses(running, setStates);

  const startNext = () => {
    const turns = turnsRef.current;
    const chosen = turns.waiting.shift();
    if (!chosen) return;
    const { key, item, file } = chosen;
    turns.current = key;
    const ended = (state: LocalState) => {
      running.delete(key);
      turns.current = null;
      set(key, state);
      startNext();
    };
    set(key, { step: 'sending', file, sent: 0, total: file.size });
    sender()
      .then(({ sendDocument }) => sendDocument(token, rules, item, file, {
        progress: (sent, total) => setStates((all) => (all[key]?.step === 'sending' ? { ...all, [key]: { step: 'sending', file, sent, total } } : all)),
        sent: () => {
          ended({ step: 'sent', file });
          onSent();
        },
        refused: (messageId) => ended({ step: 'refused', file, messageId }),
        paused: () => setStates((all) => moved(all, 'sending', key)),
      }))
      .then((sending) => running.set(key, sending))
      .catch(() => ended({ step: 'refused', file, messageId: ID.internalError }));
  };

  const choose = (item: UploadItem, file: File) => {
    const key = itemKey(item);
    const refusal = checkBeforeSending(rules.accept, item, file);
    if (refusal) return set(key, { step: 'refused', file, messageId: refusal });
    turnsRef.current.waiting.push({ key, item, file });
    set(key, { step: 'waiting', file });
    if (turnsRef.current.current === null) startNext();
  };

  const resume = useCallback(
    (key: string) => {
      running.get(key)?.resume();
      setStates((all) => moved(all, 'paused', key));
    },
    [running],
  );

  return { states, choose, resume };
}
