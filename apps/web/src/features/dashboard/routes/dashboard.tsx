import { PAGES, type Dashboard } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { PAGE_TITLES } from '../../../config/page-titles';
import { useIsSuperAdmin } from '../../../lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { RecentHistory } from '../components/recent-history';
import { SetupChecklist } from '../components/setup-checklist';
import { StatCard } from '../components/stat-card';

function Figures({ figures }: { figures: Dashboard }) {
  const isSuperAdmin = useIsSuperAdmin();
  const { byStatus } = figures;
  return (
    <>
      {isSuperAdmin && <SetupChecklist setup={figures.setup} />}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-3">
        <StatCard label="Total Applications" value={figures.totalApplication} />
        <StatCard label="Total Pages" value={figures.totalPages}>
          Pages of the application list
        </StatCard>
        <StatCard label="Applications by status">
          <dl className="row mb-0">
            <dt className="col-7 fw-normal">Pending</dt>
            <dd className="col-5 mb-1 fw-semibold text-end">{byStatus.pending}</dd>
            <dt className="col-7 fw-normal">Approved</dt>
            <dd className="col-5 mb-1 fw-semibold text-end">{byStatus.approved}</dd>
            <dt className="col-7 fw-normal">Rejected</dt>
            <dd className="col-5 mb-0 fw-semibold text-end">{byStatus.rejected}</dd>
          </dl>
        </StatCard>
        <StatCard label="Published slides" value={figures.publishedSlides}>
          of {figures.totalSlides} slides
        </StatCard>
        <StatCard label="Staff" value={figures.staffCount}>
          {figures.staffAwaitingApproval} awaiting approval
          {isSuperAdmin && figures.staffAwaitingApproval > 0 && (
            <>
              {' · '}
              <Link to={PAGES.userManagement}>Review in the Admin List</Link>
            </>
          )}
        </StatCard>
      </div>
      <RecentHistory entries={figures.recentHistory} />
    </>
  );
}

export function DashboardRoute() {
  const dashboard = useDashboard();
  return (
    <section>
      <PageTitle>{PAGE_TITLES.dashboard}</PageTitle>
      {dashboard.status === 'loading' && <PageLoader />}
      {dashboard.status === 'failed' && (
        <Alert tone="error">
          {dashboard.error}{' '}
          <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={dashboard.retry}>
            Try again
          </button>
        </Alert>
      )}
      {dashboard.status === 'ready' && <Figures figures={dashboard.figures} />}
    </section>
  );
}
