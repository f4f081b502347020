import { useLingui } from '@lingui/react';
import { PAGES } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { STATUS_BANNER } from '../content/home-content';

export function StatusBanner() {
  const { _ } = useLingui();
  return (
    <section className="status-banner" aria-labelledby="status-banner-heading">
      <div className="container d-flex flex-column flex-md-row align-items-md-center justify-content-between gap-3">
        <div>
          <h2 id="status-banner-heading" className="h4 mb-1">{_(STATUS_BANNER.heading)}</h2>
          <p className="mb-0">{_(STATUS_BANNER.text)}</p>
        </div>
        <SiteLink className="btn btn-light btn-lg fw-semibold" to={PAGES.enquiry}>
          {_(STATUS_BANNER.link)}
        </SiteLink>
      </div>
    </section>
  );
}
