import { useCallback, useEffect, useRef, useState } from 'react';
import { markAppReady } from '../../../lib/app-ready';
import { keepThisPageWhenReady } from '../../../lib/offline-pages';
import { checkCurrency, checkOffline, type Currency, type Verdict } from '../api/check-statement';
import { loadKeys } from '../api/statement-keys';
import type { VerifyWords } from '../verify-words';
import { CameraScanner } from './camera-scanner';
import { StatementResult } from './statement-result';
import './verify.css';

/**
 * The statement an address carries after `#` (what the copy's QR code opens), '' for none. A
 * statement needs no decoding; broken percent-encoding is left as it came, for the check to refuse.
 */
function statementOfAddress(): string {
  const hash = window.location.hash.slice(1);
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

interface Checked {
  verdict: Verdict;
  currency?: Currency;
}

/** Checks a statement: on the phone first (signature, expiry), then, for a genuine one, with the agency (still current?). */
function useCheck() {
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the statement read last is shown: a second code scanned while the first is checked wins.
  const latest = useRef(0);
  const check = useCallback(async (text: string) => {
    const turn = ++latest.current;
    setBusy(true);
    setChecked(null);
    const verdict = await checkOffline(text);
    if (turn !== latest.current) return;
    setChecked({ verdict });
    setBusy(false);
    if (verdict.genuine) {
      const currency = await checkCurrency(text);
      if (turn === latest.current) setChecked({ verdict, currency });
    }
  }, []);
  return { checked, busy, check };
}

/**
 * Checks the statement the address carries, when the page opens and whenever the address changes
 * (another QR code opened in the same tab); fetches the agency's keys at once, so a check made
 * later without the network still has them.
 */
function useStatementFromAddress(show: (statement: string) => void, check: (statement: string) => Promise<void>) {
  useEffect(() => {
    const fromAddress = () => {
      const statement = statementOfAddress();
      if (!statement) return;
      show(statement);
      void check(statement);
    };
    void loadKeys();
    keepThisPageWhenReady();
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    markAppReady();
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [show, check]);
}

interface StatementFormProps {
  words: VerifyWords;
  text: string;
  busy: boolean;
  onText: (text: string) => void;
  onCheck: (text: string) => void;
}

/** The statement as pasted (or as the address or camera gave it), checked on "Check"; an empty box says what it wants. */
function StatementForm({ words, text, busy, onText, onCheck }: StatementFormProps) {
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="mb-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!text.trim());
        if (text.trim()) onCheck(text);
      }}
    >
      <label htmlFor="verify-statement" className="form-label">{words.statement}</label>
      <textarea
        id="verify-statement"
        className={missing ? 'form-control font-monospace is-invalid' : 'form-control font-monospace'}
        dir="ltr"
        rows={3}
        value={text}
        aria-invalid={missing}
        aria-describedby={missing ? 'verify-statement-missing verify-statement-hint' : 'verify-statement-hint'}
        onChange={(event) => {
          onText(event.currentTarget.value);
          setMissing(false);
        }}
      />
      {missing && <div id="verify-statement-missing" className="invalid-feedback">{words.statementMissing}</div>}
      <div id="verify-statement-hint" className="form-text">{words.statementHint}</div>
      <button type="submit" className="btn btn-outline-primary mt-2" disabled={busy}>
        {busy ? words.checking : words.check}
      </button>
    </form>
  );
}

/**
 * `/verify` (an island, hydrated on Preact: verify-islands.tsx): reads a statement from the address
 * (`/verify#<statement>`), the camera or the verifier's paste, and says in large words whether it
 * is genuine. The check itself needs no network once the page and the agency's keys are here.
 */
export function VerifyPage({ words }: { words: VerifyWords }) {
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const { checked, busy, check } = useCheck();
  useStatementFromAddress(setText, check);
  const onRead = useCallback((read: string) => {
    setScanning(false);
    setText(read);
    void check(read);
  }, [check]);
  return (
    <div className="container py-4 verify-page">
      <h1 className="h3 mb-2">{words.heading}</h1>
      <p>{words.intro}</p>
      {scanning ? (
        <CameraScanner words={words} onRead={onRead} onStop={() => setScanning(false)} />
      ) : (
        <button type="button" className="btn btn-primary mb-3" onClick={() => setScanning(true)}>
          {words.scan}
        </button>
      )}
      <StatementForm words={words} text={text} busy={busy} onText={setText} onCheck={(statement) => void check(statement)} />
      {checked && <StatementResult verdict={checked.verdict} currency={checked.currency} words={words} />}
    </div>
  );
}
