import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { ExportButton } from '../../../components/ui/export-button';
import { PageLoader } from '../../../components/ui/page-loader';
import { Pager } from '../../../components/ui/pager';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { listErrorMessage } from '../../../lib/list-error-message';
import { readNotice } from '../../../lib/location-notice';
import { demandsFileName, exportDemands } from '../api/export-demands';
import { useDemands } from '../api/get-demands';
import { DemandCards } from './demand-cards';
import { DemandFilters } from './demand-filters';
import { DemandTable } from './demand-table';
import { isNarrowed, useDemandsAddress } from './use-demands-address';
import type { Demand } from '@visadesk/contract';

/** Bootstrap's md breakpoint: a table from it up, cards below. Without a window to ask, the table. */
const WIDE = '(min-width: 768px)';

/** The page's demands: a table on a wide screen, cards on a phone, or words for none. */
function DemandRows({ demands, narrowed }: { demands: readonly Demand[]; narrowed: boolean }) {
  const wide = useMediaQuery(WIDE, true);
  if (demands.length === 0) {
    return (
      <p className="text-center text-body-secondary py-4">
        {narrowed ? <Trans>No demand matches these filters.</Trans> : <Trans>No demand yet. Add the first demand letter the agency received.</Trans>}
      </p>
    );
  }
  return wide ? <DemandTable demands={demands} /> : <DemandCards demands={demands} />;
}

/** The demands: filters and order in the address, the count, the CSV, and one page of them. */
export function DemandList() {
  const { page, view, goTo, applyFilters, clearFilters } = useDemandsAddress();
  const list = useDemands(page, view);
  const { i18n, t } = useLingui();
  const notice = readNotice(useLocation().state);
  const lastPage = list.data?.totalPages ?? 0;
  useEffect(() => {
    if (!list.loading && lastPage > 0 && page > lastPage) goTo({ page: lastPage }, true);
  }, [list.loading, lastPage, page, goTo]);
  const data = list.data;
  return (
    <>
      {notice && <Alert tone="success">{inPageLanguage(i18n, notice)}</Alert>}
      <DemandFilters view={view} onApply={applyFilters} onClear={clearFilters} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <p className="mb-0 text-body-secondary" aria-live="polite">{data && <Plural value={data.totalDemands} one="# demand" other="# demands" />}</p>
        <ExportButton exportFile={() => exportDemands(view)} fileName={demandsFileName} total={data?.totalDemands} nothingTitle={t`Nothing to export: no demand matches`} />
      </div>
      {list.error !== undefined && <Alert tone="error">{listErrorMessage(i18n, list.error)}</Alert>}
      {list.loading && !data && <PageLoader />}
      {data && (
        <div aria-busy={list.loading}>
          <DemandRows demands={data.demands} narrowed={isNarrowed(view)} />
          <Pager page={page} totalPages={data.totalPages} onPageChange={(next) => goTo({ page: next })} />
        </div>
      )}
    </>
  );
}
