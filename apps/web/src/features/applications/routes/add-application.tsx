import { useLingui } from '@lingui/react/macro';
import { PAGES } from '@visadesk/contract';
import { useNavigate } from 'react-router';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { addApplicationErrorMessage, useAddApplicationMutation } from '../api/add-application';
import { useKnownApplications } from '../api/get-applications';
import { ApplicationForm } from '../components/application-form';
import { emptyApplicationForm } from '../components/application-form-values';

const EMPTY = emptyApplicationForm();

export function AddApplicationRoute() {
  const navigate = useNavigate();
  const [addApplication] = useAddApplicationMutation();
  // A failed fetch only weakens the early warning: the server refuses duplicates with a 409 anyway.
  const known = useKnownApplications();
  const { t } = useLingui();

  return (
    <section className="card shadow-sm">
      <div className="card-body p-4">
        <NamedPageTitle page="addUserApplication" />
        <ApplicationForm
          mode="add"
          defaultValues={EMPTY}
          submitLabel={t`Submit`}
          knownApplications={known.data?.applications}
          failureMessage={addApplicationErrorMessage}
          save={async ({ image, ...fields }, onUploadProgress) => {
            await addApplication({ fields, photo: image, onUploadProgress }).unwrap();
            await navigate(PAGES.application);
          }}
        />
      </div>
    </section>
  );
}
