import { Trans } from '@lingui/react/macro';

export function PageLoader() {
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
