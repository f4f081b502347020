import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { inPageLanguage } from '../../../i18n/spec-messages';
import { useSettings } from '../api/settings-calls';
import { SettingsForm } from '../components/settings-form';

/** The super admin's page (the router guards it; the server refuses anyone else too). */
export function SettingsRoute() {
  const settings = useSettings();
  const { i18n } = useLingui();
  return (
    <section>
      <NamedPageTitle page="setting" />
      {settings.status === 'loading' && <PageLoader />}
      {settings.status === 'failed' && (
        <Alert tone="error">
          {inPageLanguage(i18n, settings.error)}{' '}
          <button type="button" className="btn btn-link alert-link p-0 align-baseline" onClick={settings.retry}>
            <Trans>Try again</Trans>
          </button>
        </Alert>
      )}
      {settings.status === 'ready' && <SettingsForm saved={settings.settings} />}
    </section>
  );
}
