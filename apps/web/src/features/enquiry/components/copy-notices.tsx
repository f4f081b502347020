import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { useState } from 'react';
import { SiteLink } from '../../../components/layouts/site-link';
import { Alert } from '../../../components/ui/alert';
import { contractText } from '../../../i18n/contract-texts';
import { SubmitButton } from '../../../components/ui/submit-button';

export const COPY_MESSAGES = {
  expired: msg`This copy has expired. For your privacy it is kept on this device for 30 minutes only.`,
  forgotten: msg`This copy has been forgotten on this device.`,
  linksExpired: msg`The photo and document links have expired.`,
  refreshFailed: msg`The links could not be refreshed. Please check your status again.`,
};

/** Why there is no copy to show, and the way back to the enquiry. */
export function NoCopyNotice({ kind }: { kind: 'none' | 'expired' | 'forgotten' }) {
  const { i18n, t } = useLingui();
  const text = kind === 'none' ? contractText(i18n, 'application.noApplicationData', APPLICATION_MESSAGES.noApplicationData) : i18n._(COPY_MESSAGES[kind]);
  return (
    <>
      <Alert tone="info">{text}</Alert>
      <SiteLink className="btn btn-primary" to={PAGES.enquiry}>
        {t`Check your application status`}
      </SiteLink>
    </>
  );
}

/** Signed links stop working after a while: one press asks the server for fresh ones. */
export function ExpiredLinksNotice({ refreshLinks }: { refreshLinks: () => Promise<void> }) {
  const { i18n, t } = useLingui();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const refresh = async () => {
    setPending(true);
    setFailed(false);
    try {
      await refreshLinks();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="no-print">
      <Alert tone={failed ? 'error' : 'info'}>
        {i18n._(failed ? COPY_MESSAGES.refreshFailed : COPY_MESSAGES.linksExpired)}{' '}
        {failed && <SiteLink to={PAGES.enquiry}>{t`Check your application status`}</SiteLink>}
      </Alert>
      <form
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          void refresh();
        }}
      >
        <SubmitButton pending={pending} className="btn btn-outline-primary">
          {t`Refresh the links`}
        </SubmitButton>
      </form>
    </div>
  );
}
