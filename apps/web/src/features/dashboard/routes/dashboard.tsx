import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE, PAGES, type Dashboard } from '@visadesk/contract';
import { Link } from 'react-router';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { useIsSuperAdmin } from '../../../lib/auth';
import { dashboardErrorMessage, useDashboard } from '../api/get-dashboard';
import { PaymentsCard } from '../components/payments-card';
import { DocumentsToReviewCard } from '../components/documents-to-review';
import { ExpiringPassportsCard } from '../components/expiring-passports';
import { MonthlyChart } from '../components/monthly-chart';
import { RecentHistory } from '../components/recent-history';
import { SetupChecklist } from '../components/setup-checklist';
import { StagesCard } from '../components/stages-card';
import { StatCard } from '../components/stat-card';

function StatusCard({ byStatus }: Pick<Dashboard, 'byStatus'>) {
  const { i18n, t } = useLingui();
  return (
    <StatCard label={t`Applications by status`}>
      <dl className="row mb-0">
        <dt className="col-7 fw-normal">{i18n._(STATUS_WORDS.pending)}</dt>
        <dd className="col-5 mb-1 fw-semibold text-end">{byStatus.pending}</dd>
        <dt className="col-7 fw-normal">{i18n._(STATUS_WORDS.approved)}</dt>
        <dd className="col-5 mb-1 fw-semibold text-end">{byStatus.approved}</dd>
        <dt className="col-7 fw-normal">{i18n._(STATUS_WORDS.rejected)}</dt>
        <dd className="col-5 mb-0 fw-semibold text-end">{byStatus.rejected}</dd>
      </dl>
    </StatCard>
  );
}

function Figures({ figures }: { figures: Dashboard }) {
  const { t } = useLingui();
  const isSuperAdmin = useIsSuperAdmin();
  const { totalSlides, staffAwaitingApproval } = figures;
  const pageSize = PAGE_SIZE;
  return (
    <>
      {isSuperAdmin && <SetupChecklist setup={figures.setup} />}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
        <StatCard label={t`Total Applications`} value={figures.totalApplication} />
        {/* The spec's totalPages: what the list's Prev/Next walk through, not pages of a website or a passport. */}
        <StatCard label={t`Application List pages`} value={figures.totalPages}>
          <Trans>{pageSize} applications a page</Trans>
          {' · '}
          <Link to={PAGES.application}>
            <Trans>Open the Application List</Trans>
          </Link>
        </StatCard>
        <StatusCard byStatus={figures.byStatus} />
        <DocumentsToReviewCard count={figures.documentsToReview} />
        <PaymentsCard received={figures.receivedThisMonth} overCap={figures.overCap} />
        <StatCard label={t`Published slides`} value={figures.publishedSlides}>
          <Trans>of {totalSlides} slides</Trans>
        </StatCard>
        <StatCard label={t`Staff`} value={figures.staffCount}>
          <Trans>{staffAwaitingApproval} awaiting approval</Trans>
          {isSuperAdmin && staffAwaitingApproval > 0 && (
            <>
              {' · '}
              <Link to={PAGES.userManagement}>
                <Trans>Review in the Admin List</Trans>
              </Link>
            </>
          )}
        </StatCard>
      </div>
      <StagesCard byStage={figures.byStage} overdue={figures.overdue} />
      <MonthlyChart months={figures.months} />
      <ExpiringPassportsCard expiring={figures.expiringPassports} />
      <RecentHistory entries={figures.recentHistory} />
    </>
  );
}

export function DashboardRoute() {
  const { data, error, loading, retry } = useDashboard();
  return (
    <section>
      <NamedPageTitle page="dashboard" />
      {error === undefined && (loading || data === undefined) && <PageLoader />}
      {error !== undefined && <FailedToLoad message={dashboardErrorMessage(error)} onRetry={retry} />}
      {error === undefined && !loading && data && <Figures figures={data} />}
    </section>
  );
}
