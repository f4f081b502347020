import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { listErrorMessage } from '../../../lib/list-error-message';
import { exportPayments, paymentsFileName, usePayments } from '../api/get-payments';
import { PaymentsFilters } from './payments-filters';
import { OutstandingTable, PaymentsSums, PaymentsTable } from './payments-tables';
import { usePaymentsAddress } from './use-payments-address';

/**
 * The payments page (ADR 051): the money that changed hands between two days, its totals per
 * currency, by method, staff member and day, the entries a page at a time, the open balances, and
 * the CSV exactly as narrowed.
 */
export function PaymentsReport() {
  const { page, view, goTo, applyFilters, clearFilters } = usePaymentsAddress();
  const payments = usePayments(page, view);
  const { i18n, t } = useLingui();
  const lastPage = payments.data?.pages ?? 0;
  useEffect(() => {
    if (!payments.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [payments.loading, lastPage, page, goTo]);
  const data = payments.data;
  return (
    <>
      <PaymentsFilters view={view} onApply={applyFilters} onClear={clearFilters} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <p className="mb-0 text-body-secondary" aria-live="polite">{data && <Plural value={data.total} one="# entry" other="# entries" />}</p>
        <ExportButton exportFile={() => exportPayments(view)} fileName={paymentsFileName} total={data?.total} nothingTitle={t`Nothing to export: no payment matches`} />
      </div>
      {payments.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, payments.error)}</Alert>}
      {payments.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={payments.loading}>
          <PaymentsSums data={data} />
          {data.entries.length === 0 ? <p className="text-center text-body-secondary py-4"><Trans>No payment in these days.</Trans></p> : <PaymentsTable entries={data.entries} />}
          <Pager page={page} totalPages={data.pages} onPageChange={(next) => goTo({ page: next })} />
          <OutstandingTable data={data} />
        </div>
      )}
    </>
  );
}
