import { Trans } from '@lingui/react/macro';
import type { FeesAnswer } from '@visadesk/contract';
import { useId, useState } from 'react';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { settingsErrorMessage } from '../api/settings-calls';
import { useFees } from '../api/fees';
import { FeesEditor } from './fees-editor';

/**
 * Fees and legal caps (ADR 051) on the Settings page: a section of its own, with its own Save. Once
 * the settings have arrived the editor stays, whatever a later reading of them does: no edit is lost.
 */
export function FeesSection() {
  const headingId = useId();
  const { data, error, retry } = useFees();
  const [latest, setLatest] = useState<FeesAnswer | undefined>(data);
  const [open, setOpen] = useState(false);
  const editorId = useId();
  if (data && !latest) setLatest(data);
  const caps = latest?.caps.length ?? 0;
  const currency = latest?.currency ?? '';
  return (
    <section aria-labelledby={headingId} className="bg-white p-3 p-lg-4 rounded shadow-sm mt-4">
      <h2 id={headingId} className="h4"><Trans>Fees and legal caps</Trans></h2>
      <p className="form-text mt-0">
        <Trans>
          The labels staff record charges and payments under, the agency's currency, and the most the law lets an agency charge a worker as its service fee
          for each destination. Recording more asks for a confirmation and marks the application; the worker's copy shows the cap beside what they paid.
        </Trans>
      </p>
      {!latest && error !== undefined && <FailedToLoad message={settingsErrorMessage(error)} onRetry={retry} />}
      {!latest && error === undefined && <PageLoader />}
      {latest && (
        <>
          <p className="mb-2"><Trans>Default currency {currency}; legal caps for {caps} destinations.</Trans></p>
          {/* The editor opens on demand: the page is long, and the caps' rows are many fields. */}
          <button type="button" className="btn btn-outline-primary mb-3" aria-expanded={open} aria-controls={editorId} onClick={() => setOpen((was) => !was)}>
            {open ? <Trans>Close the fees</Trans> : <Trans>Edit the fees and caps</Trans>}
          </button>
          <div id={editorId} hidden={!open}>{open && <FeesEditor initial={latest} onSaved={setLatest} />}</div>
        </>
      )}
    </section>
  );
}
