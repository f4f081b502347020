import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Demand } from '@visadesk/contract';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert, type Notice } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { readNotice } from '../../../lib/location-notice';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDemand } from '../api/get-demand';
import { DemandActions } from '../components/demand-actions';
import { DemandFacts } from '../components/demand-facts';
import { PositionLinked } from '../components/position-linked';

function DemandPage({ demand, arrivedWith }: { demand: Demand; arrivedWith: string | null }) {
  const { i18n, t } = useLingui();
  const [notice, setNotice] = useState<Notice | null>(arrivedWith ? { tone: 'success', text: arrivedWith } : null);
  const name = demand.employer.name;
  return (
    <>
      <PageTitle>{t`Demand: ${name}`}</PageTitle>
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <DemandActions demand={demand} onDone={setNotice} />
      <DemandFacts demand={demand} />
      <h2 className="h4">{t`Positions`}</h2>
      {demand.positions.map((position) => <PositionLinked key={position._id} position={position} linked={demand.linked} />)}
    </>
  );
}

/** One demand, loaded by its id in the address, with the workers linked to each position. */
export function DemandViewRoute() {
  const { i18n } = useLingui();
  const id = useParams().id ?? '';
  const arrivedWith = readNotice(useLocation().state);
  const { data, error, loading } = useDemand(id);
  return (
    <section>
      <p className="mb-2"><Link to={PAGES.demands}><Trans>Back to the demands</Trans></Link></p>
      {error !== undefined && <Alert tone="error">{inPageLanguage(i18n, serverErrorMessage(error))}</Alert>}
      {loading && !data && <PageLoader />}
      {data && <DemandPage key={data._id} demand={data} arrivedWith={arrivedWith} />}
    </section>
  );
}
