import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationFilters } from '@visadesk/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { exportApplications, exportFileName } from '../api/export-applications';
import { listErrorMessage } from '../api/get-applications';

/** Today in the computer's calendar, as YYYY-MM-DD (the file's name). */
const today = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Hands a file to the browser as a download, as a link with `download` would. */
function download(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the file once the click is handled; a moment later it may be let go.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Export (issue 17): exactly the applications of the list's current view, every page of them, as a
 * CSV file Excel opens with Nepali, Bengali and Urdu names intact. The server records each export in
 * the history.
 */
export function ExportButton({ view, total }: { view: ApplicationFilters; total: number | undefined }) {
  const { i18n, t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      download(await exportApplications(view), exportFileName(today()));
    } catch (error) {
      setFailure(listErrorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => void onExport()}
        disabled={busy || total === 0}
        aria-describedby={failure ? 'export-failure' : undefined}
        title={total === 0 ? t`Nothing to export: no application matches` : undefined}
      >
        {busy && <Spinner />}
        {busy ? <Trans>Exporting…</Trans> : total === undefined ? <Trans>Export CSV</Trans> : <Trans>Export {total} as CSV</Trans>}
      </button>
      {failure && (
        <div className="w-100 mt-2" id="export-failure">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
    </>
  );
}
