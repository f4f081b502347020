import { Trans, useLingui } from '@lingui/react/macro';
import type { DocumentRequestLink } from '@visadesk/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Ltr } from '../../../components/ui/isolated';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** After Copy: copied, or the link left selected for the person to copy themselves. */
type Copied = 'copied' | 'selected' | null;

interface DocumentLinkProps {
  answer: DocumentRequestLink;
  /** The applicant's email address, '' when there is none. */
  email: string;
  onDone: () => void;
}

/** Until when the link works, and whether the applicant's email carries it too. */
function LinkNote({ expiresAt, email }: { expiresAt: string; email: string }) {
  const until = WHEN.format(new Date(expiresAt));
  return (
    <p className="small mb-2">
      <Trans>
        It works until <time dateTime={expiresAt}>{until}</time>.
      </Trans>{' '}
      {email ? (
        <Trans>
          It is on its way by email to <Ltr>{email}</Ltr> too (see the email below).
        </Trans>
      ) : (
        <Trans>The applicant has no email address: send it yourself.</Trans>
      )}
    </p>
  );
}

/** Copy to the clipboard, or, where the browser has none, the input's text selected for the person to copy. */
function useCopy(text: string) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<Copied>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      // No clipboard here (an older browser, or a page not served over HTTPS): the person copies it.
      input.current?.select();
      setCopied('selected');
    }
  };
  return { input, copied, copy };
}

/**
 * The new link, shown this once (the server keeps only its hash): to copy, to send on WhatsApp when
 * the phone has a known code, and said to be on its way by email when the applicant has an address.
 */
export function DocumentLink({ answer, email, onDone }: DocumentLinkProps) {
  const { t } = useLingui();
  const id = useId();
  const { link, expiresAt, whatsApp } = answer;
  const { input, copied, copy } = useCopy(link);
  // The form that made it has closed: the focus goes to the link, ready to copy.
  useEffect(() => input.current?.focus(), [input]);
  return (
    <div className="border border-success rounded p-3 mb-3">
      <label htmlFor={id} className="form-label fw-semibold">
        <Trans>Link for the applicant (shown only now)</Trans>
      </label>
      <div className="input-group mb-2">
        <input ref={input} id={id} className="form-control" value={link} readOnly onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn-outline-primary" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
      </div>
      <p className="small mb-2" role="status">
        {copied === 'copied' && t`The link is copied.`}
        {copied === 'selected' && t`The link is selected: copy it with Ctrl+C, or your phone's Copy.`}
      </p>
      <LinkNote expiresAt={expiresAt} email={email} />
      <div className="d-flex flex-wrap gap-2">
        {whatsApp && (
          <a className="btn btn-success" href={whatsApp.url} target="_blank" rel="noopener noreferrer">
            <Trans>Send on WhatsApp</Trans>
          </a>
        )}
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    </div>
  );
}
