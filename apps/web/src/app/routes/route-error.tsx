import { COMMON_MESSAGES, PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';

/**
 * Shown instead of a broken page. The usual cause in production is a page's code that can no
 * longer be fetched after a new release replaced its hashed file, which a reload fixes.
 */
export function RouteError() {
  return (
    <div className="container py-5">
      <Alert tone="error">{COMMON_MESSAGES.internalError}</Alert>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link className="btn btn-outline-secondary" to={PAGES.home} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
