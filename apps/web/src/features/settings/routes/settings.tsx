import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { settingsErrorMessage, useSettings } from '../api/settings-calls';
import { SettingsForm } from '../components/settings-form';
import { StagesSection } from '../components/stages-section';
import { FeesSection } from '../components/fees-section';

/** The super admin's page (the router guards it; the server refuses anyone else too). */
export function SettingsRoute() {
  const { data, error, loading, retry } = useSettings();
  return (
    <section>
      <NamedPageTitle page="setting" />
      {error === undefined && (loading || data === undefined) && <PageLoader />}
      {error !== undefined && <FailedToLoad message={settingsErrorMessage(error)} onRetry={retry} />}
      {error === undefined && !loading && data && (
        <>
          <SettingsForm saved={data} />
          <StagesSection slotLabels={data.slotLabels} documentLabels={data.documentLabels} />
          <FeesSection />
        </>
      )}
    </section>
  );
}
