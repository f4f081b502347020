import { Trans } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { StageBoard } from '../components/stage-board';

/** The journey's board (ADR 049): where every worker stands, a column per stage. */
export function ApplicationBoardRoute() {
  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <NamedPageTitle className="h3 mb-0" page="applicationBoard" />
        <Link className="btn btn-outline-primary" to={PAGES.application}>
          <Trans>Open the Application List</Trans>
        </Link>
      </div>
      <StageBoard />
    </section>
  );
}
