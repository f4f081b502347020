import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from './alert';
import { Spinner } from './spinner';
import { download } from '../../lib/export-file';
import { todayHere } from '../../lib/today-here';
import { listErrorMessage } from '../../lib/list-error-message';

interface ExportButtonProps {
  /** The file of the list's current view, every page of it (the call asks the server for it). */
  exportFile: () => Promise<Blob>;
  /** The file's name for a day (YYYY-MM-DD), as the server names it. */
  fileName: (today: string) => string;
  /** How many rows the view holds; undefined while it is not known yet. */
  total: number | undefined;
  /** Why there is nothing to export, when the view holds nothing. */
  nothingTitle: string;
  /** The file it makes: CSV (the default) or an Excel workbook. */
  format?: 'csv' | 'xlsx';
}

function ButtonWords({ busy, total, format }: { busy: boolean; total: number | undefined; format: 'csv' | 'xlsx' }) {
  if (busy) return <Trans>Exporting…</Trans>;
  if (format === 'xlsx') return total === undefined ? <Trans>Export for Excel</Trans> : <Trans>Export {total} for Excel (.xlsx)</Trans>;
  return total === undefined ? <Trans>Export CSV</Trans> : <Trans>Export {total} as CSV</Trans>;
}

/**
 * Export: exactly the rows of a list's current view, every page of them, as a CSV file
 * Excel opens with Nepali, Bengali and Urdu names intact, or as an Excel workbook. The application list and the activity log
 * have one each; the server records each export in the history.
 */
export function ExportButton({ exportFile, fileName, total, nothingTitle, format = 'csv' }: ExportButtonProps) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onExport = async () => {
    setBusy(true);
    setFailure(null);
    try {
      download(await exportFile(), fileName(todayHere()));
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
        aria-describedby={failure ? `export-failure-${format}` : undefined}
        title={total === 0 ? nothingTitle : undefined}
      >
        {busy && <Spinner />}
        <ButtonWords busy={busy} total={total} format={format} />
      </button>
      {failure && (
        <div className="w-100 mt-2" id={`export-failure-${format}`}>
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
    </>
  );
}
