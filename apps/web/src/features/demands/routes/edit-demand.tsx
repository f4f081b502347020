import { useLingui } from '@lingui/react/macro';
import { DEMAND_MESSAGES, type Demand } from '@visadesk/contract';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageTitle } from '../../../components/ui/page-title';
import { inPageLanguage } from '../../../i18n/contract-texts';
import type { NoticeState } from '../../../lib/location-notice';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDemand } from '../api/get-demand';
import { useUpdateDemandMutation } from '../api/save-demand';
import { DemandForm } from '../components/demand-form';
import { demandFormValues } from '../components/demand-form-values';
import { DEMAND_PATHS } from '../demand-paths';

function EditForm({ demand }: { demand: Demand }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [updateDemand] = useUpdateDemandMutation();
  return (
    <DemandForm
      defaultValues={demandFormValues(demand)}
      submitLabel={t`Save Demand`}
      save={async (changes) => {
        // Every part named: the form's positions replace the saved ones, those kept by their ids.
        await updateDemand({ id: demand._id, changes }).unwrap();
        const state: NoticeState = { notice: DEMAND_MESSAGES.updated };
        await navigate(DEMAND_PATHS.view(demand._id), { state });
      }}
    />
  );
}

/** A demand loaded fresh by its id in the address: a reload or a shared link edits the same one. */
export function EditDemandRoute() {
  const { i18n, t } = useLingui();
  const id = useParams().id ?? '';
  const { data, error, loading } = useDemand(id);
  return (
    <section>
      <PageTitle>{t`Edit Demand`}</PageTitle>
      {error !== undefined && <Alert tone="error">{inPageLanguage(i18n, serverErrorMessage(error))}</Alert>}
      {loading && !data && <PageLoader />}
      {data && <EditForm key={data._id} demand={data} />}
    </section>
  );
}
