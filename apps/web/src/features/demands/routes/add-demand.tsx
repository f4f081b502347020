import { useLingui } from '@lingui/react/macro';
import { DEMAND_MESSAGES } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import type { NoticeState } from '../../../lib/location-notice';
import { useAddDemandMutation } from '../api/save-demand';
import { DemandForm } from '../components/demand-form';
import { emptyDemandForm } from '../components/demand-form-values';
import { DEMAND_PATHS } from '../demand-paths';

/** A new demand letter; once saved, its page says so. */
export function AddDemandRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [addDemand] = useAddDemandMutation();
  return (
    <section>
      <PageTitle>{t`Add Demand`}</PageTitle>
      <DemandForm
        defaultValues={emptyDemandForm()}
        submitLabel={t`Add Demand`}
        save={async (demand) => {
          const added = await addDemand(demand).unwrap();
          const state: NoticeState = { notice: DEMAND_MESSAGES.added };
          await navigate(DEMAND_PATHS.view(added._id), { state });
        }}
      />
    </section>
  );
}
