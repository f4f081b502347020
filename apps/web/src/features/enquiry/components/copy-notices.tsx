import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { SubmitButton } from '../../../components/ui/submit-button';

export const COPY_MESSAGES = {
  expired: 'This copy has expired. For your privacy it is kept on this device for 30 minutes only.',
  forgotten: 'This copy has been forgotten on this device.',
  linksExpired: 'The photo and document links have expired.',
  refreshFailed: 'The links could not be refreshed. Please check your status again.',
} as const;

/** Why there is no copy to show, and the way back to the enquiry. */
export function NoCopyNotice({ kind }: { kind: 'none' | 'expired' | 'forgotten' }) {
  const text = kind === 'none' ? APPLICATION_MESSAGES.noApplicationData : COPY_MESSAGES[kind];
  return (
    <>
      <Alert tone="info">{text}</Alert>
      <Link className="btn btn-primary" to={PAGES.enquiry}>
        Check your application status
      </Link>
    </>
  );
}

/** Signed links stop working after a while: one press asks the server for fresh ones. */
export function ExpiredLinksNotice({ refreshLinks }: { refreshLinks: () => Promise<void> }) {
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
        {failed ? COPY_MESSAGES.refreshFailed : COPY_MESSAGES.linksExpired}{' '}
        {failed && <Link to={PAGES.enquiry}>Check your application status</Link>}
      </Alert>
      <form
        className="mb-4"
        onSubmit={(event) => {
          event.preventDefault();
          void refresh();
        }}
      >
        <SubmitButton pending={pending} className="btn btn-outline-primary">
          Refresh the links
        </SubmitButton>
      </form>
    </div>
  );
}
