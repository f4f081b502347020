import { useLingui } from '@lingui/react/macro';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { NamedPageTitle } from '../../../components/ui/named-page-title';
import { useCurrentUser } from '../../../lib/auth';
import { ProfileForm } from '../components/profile-form';
import { TwoFactorSection } from '../components/two-factor-section';
import { inPageLanguage } from '../../../i18n/contract-texts';

/**
 * This page is guarded (design notes, "Deliberate departures"): a staff member edits their own name and password, and their second
 * factor. Staff who owe the second factor the super admin requires are sent here until they set it up.
 */
export function ProfileRoute() {
  const { i18n } = useLingui();
  const me = useCurrentUser();
  return (
    <section>
      <NamedPageTitle page="profile" />
      {me ? (
        <>
          {me.twoFactor.required && !me.twoFactor.enabled && <Alert tone="info">{inPageLanguage(i18n, AUTH_MESSAGES.twoFactorSetupRequired)}</Alert>}
          <ProfileForm key={me._id} me={me} />
          <TwoFactorSection state={me.twoFactor} />
        </>
      ) : (
        <PageLoader />
      )}
    </section>
  );
}
