import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Callback } from '@visadesk/contract';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PAGE_TITLES } from '../../../config/page-titles';

/**
 * After an application made from a call-back request was saved but the request could not be marked
 * as turned into it: the application is kept; the request, still open, would be followed up again.
 */
export function CallbackNotMarked({ callback }: { callback: Callback }) {
  const { i18n } = useLingui();
  const shown = useRef<HTMLDivElement>(null);
  // The form this replaces had the focus: the message takes it, so it is read out.
  useEffect(() => shown.current?.focus(), []);
  const name = callback.name;
  return (
    <div ref={shown} tabIndex={-1}>
      <Alert tone="warning">
        <Trans>
          The application was saved, but the call-back request by {name} could not be marked as turned into an application. Delete it
          from the call-back requests so that nobody follows it up again.
        </Trans>
      </Alert>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={PAGES.callbacks}>
          {i18n._(PAGE_TITLES.callbacks)}
        </Link>
        <Link className="btn btn-outline-secondary" to={PAGES.application}>
          <Trans>Go to the application list</Trans>
        </Link>
      </div>
    </div>
  );
}
