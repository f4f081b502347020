import { useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, PAGES, type Application } from '@visadesk/contract';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { useApplication } from '../api/get-application';
import { updateApplicationErrorMessage, useUpdateApplicationMutation } from '../api/update-application';
import { readApplicationId } from '../application-paths';
import { ApplicationForm } from '../components/application-form';
import { applicationFormValues } from '../components/application-form-values';
import { inPageLanguage } from '../../../i18n/contract-texts';

function EditForm({ application }: { application: Application }) {
  const navigate = useNavigate();
  const [updateApplication] = useUpdateApplicationMutation();
  const { t } = useLingui();
  return (
    <ApplicationForm
      mode="edit"
      defaultValues={applicationFormValues(application)}
      submitLabel={t`Update`}
      currentPhoto={application.imageThumb || application.image || undefined}
      failureMessage={updateApplicationErrorMessage}
      save={async ({ image, ...fields }, onUploadProgress) => {
        await updateApplication({ id: application._id, fields, photo: image, onUploadProgress }).unwrap();
        await navigate(PAGES.application);
      }}
    />
  );
}

function EditApplication({ id }: { id: string }) {
  // Loaded fresh by id: what the list showed may be out of date, and its file links expire.
  const { i18n } = useLingui();
  const { data, error, loading } = useApplication(id);
  if (error) return <Alert tone="error">{inPageLanguage(i18n, APPLICATION_MESSAGES.loadError)}</Alert>;
  if (loading || !data) return <PageLoader />;
  return <EditForm key={data._id} application={data} />;
}

/** Opened from the list with the application's id; without it there is nothing to edit. */
export function EditApplicationRoute() {
  const id = readApplicationId(useLocation().state);
  if (!id) return <Navigate to={PAGES.application} replace />;
  return (
    <section className="card shadow-sm">
      <div className="card-body p-4">
        <NamedPageTitle page="editApplication" />
        <EditApplication id={id} />
      </div>
    </section>
  );
}
