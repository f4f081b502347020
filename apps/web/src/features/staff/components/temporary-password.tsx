import { Trans, useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { inPageLanguage } from '../../../i18n/contract-texts';

/** The temporary password, shown this once, with a button that copies it. */
export function TemporaryPassword({ value }: { value: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const { i18n, t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <>
      <Alert tone="success">{inPageLanguage(i18n, AUTH_MESSAGES.temporaryPasswordIssued)}</Alert>
      <div className="d-flex gap-2 align-items-end">
        <div className="flex-grow-1">
          <InputField label={t`Temporary password`} value={value} readOnly autoComplete="off" spellCheck={false} className="font-monospace" />
        </div>
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </button>
      </div>
      {copied !== null && (
        <p role="status" className="small">
          {copied ? t`Copied.` : t`Could not copy: select the password and copy it by hand.`}
        </p>
      )}
    </>
  );
}
