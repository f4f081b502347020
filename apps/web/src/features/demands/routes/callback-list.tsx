import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { CallbackList } from '../components/callback-list';

/** "Call me back" requests left on the vacancies' pages (ADR 052), for every staff member. */
export function CallbackListRoute() {
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="callbacks" />
        <Link className="btn btn-outline-primary" to={PAGES.demands}><Trans>Demands</Trans></Link>
      </div>
      <CallbackList />
    </section>
  );
}
