import { useLingui } from '@lingui/react/macro';
import { PAGES, type Callback } from '@visadesk/contract';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { addApplicationErrorMessage, useAddApplicationMutation } from '../api/add-application';
import { useMarkCallbackTurnedIntoApplicationMutation } from '../api/callback-done';
import { useKnownApplications } from '../api/get-applications';
import { ApplicationForm } from '../components/application-form';
import { emptyApplicationForm } from '../components/application-form-values';
import { CallbackNotMarked } from '../components/callback-not-marked';
import { callbackFormValues, readFromCallback } from '../components/from-callback';

const EMPTY = emptyApplicationForm();

export function AddApplicationRoute() {
  const navigate = useNavigate();
  const [addApplication] = useAddApplicationMutation();
  const [markCallbackDone] = useMarkCallbackTurnedIntoApplicationMutation();
  // A failed fetch only weakens the early warning: the server refuses duplicates with a 409 anyway.
  const known = useKnownApplications();
  const { t } = useLingui();
  const locationState = useLocation().state as unknown;
  const callback = useMemo(() => readFromCallback(locationState), [locationState]);
  const defaultValues = useMemo(() => (callback ? callbackFormValues(callback) : EMPTY), [callback]);
  // Saved, but its call-back request could not be marked: the form gives way to saying so.
  const [unmarked, setUnmarked] = useState<Callback | null>(null);

  const markDone = async (request: Callback, application: string): Promise<boolean> => {
    try {
      await markCallbackDone({ callback: request._id, application }).unwrap();
      return true;
    } catch {
      setUnmarked(request);
      return false;
    }
  };

  return (
    <section className="card shadow-sm">
      <div className="card-body p-4">
        <NamedPageTitle page="addUserApplication" />
        {unmarked ? (
          <CallbackNotMarked callback={unmarked} />
        ) : (
          <>
            {callback && <Alert tone="info">{t`From a call-back request by ${callback.name}`}</Alert>}
            <ApplicationForm
              mode="add"
              defaultValues={defaultValues}
              submitLabel={t`Submit`}
              knownApplications={known.data?.applications}
              failureMessage={addApplicationErrorMessage}
              save={async ({ image, ...fields }, onUploadProgress) => {
                const saved = await addApplication({ fields, photo: image, onUploadProgress }).unwrap();
                // The application stays saved whatever becomes of the request's mark.
                if (callback && !(await markDone(callback, saved._id))) return;
                await navigate(PAGES.application);
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
