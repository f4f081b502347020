import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The ten recovery codes, shown this once: the server keeps only their hashes. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(t`Copied. Paste them somewhere safe, such as your password manager.`);
    } catch {
      setCopied(t`Copying is not allowed here: select the codes and copy them, or print them.`);
    }
  };
  return (
    <div className="recovery-codes">
      <h3 className="h6">
        <Trans>Save these recovery codes now</Trans>
      </h3>
      <p>
        <Trans>
          If you lose your phone, each code signs you in once instead of the authenticator app. They are shown only
          this once: copy or print them and keep them somewhere safe.
        </Trans>
      </p>
      <ul className="list-unstyled font-monospace fs-5 row row-cols-2 g-1 mb-3" aria-label={t`Recovery codes`}>
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2 no-print">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy()}>
          <Trans>Copy codes</Trans>
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
          <Trans>Print codes</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          <Trans>I have saved them</Trans>
        </button>
      </div>
      {copied && (
        <p className="mt-2 mb-0" role="status">
          {copied}
        </p>
      )}
    </div>
  );
}
