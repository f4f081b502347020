import { Trans, useLingui } from '@lingui/react/macro';
import { COMMON_MESSAGES, PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useInPageLanguage } from '../../components/layouts/site-link';
import { inPageLanguage } from '../../i18n/contract-texts';

/**
 * Shown instead of a broken page. The usual cause in production is a page's code that can no
 * longer be fetched after a new release replaced its hashed file, which a reload fixes.
 */
export function RouteError() {
  const { i18n } = useLingui();
  const localised = useInPageLanguage();
  return (
    <div className="container py-5">
      <Alert tone="error">{inPageLanguage(i18n, COMMON_MESSAGES.internalError)}</Alert>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </button>
        <Link className="btn btn-outline-secondary" to={localised(PAGES.home)} reloadDocument>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  );
}
