import { useLingui } from '@lingui/react';
import { regionName, type Language } from '@visadesk/contract';
import { ELIGIBILITY } from '../content/home-content';
import { FlagRow } from './flags';

/** The study destinations, named in the page's language (contract regionName). */
function useCountryNames() {
  const { i18n } = useLingui();
  return ELIGIBILITY.flags.map(({ code, name }) => ({ code, name: regionName(code, i18n.locale as Language, name) }));
}

export function Eligibility() {
  const { _ } = useLingui();
  const flags = useCountryNames();
  return (
    <section className="home-section bg-light" aria-labelledby="eligibility-heading">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-7">
            <h2 id="eligibility-heading" className="h3">{_(ELIGIBILITY.heading)}</h2>
            <p>{_(ELIGIBILITY.text)}</p>
            <p className="mb-0">
              <a href={ELIGIBILITY.link.href} rel="noopener noreferrer">
                {_(ELIGIBILITY.link.label)}
              </a>
            </p>
          </div>
          <div className="col-lg-5">
            <h3 className="h6">{_(ELIGIBILITY.flagsLabel)}</h3>
            <FlagRow label={_(ELIGIBILITY.flagsLabel)} countries={flags} />
          </div>
        </div>
      </div>
    </section>
  );
}
