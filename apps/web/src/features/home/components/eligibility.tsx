import { ELIGIBILITY } from '../content/home-content';
import { FlagRow } from './flags';

export function Eligibility() {
  return (
    <section className="home-section bg-light" aria-labelledby="eligibility-heading">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-7">
            <h2 id="eligibility-heading" className="h3">{ELIGIBILITY.heading}</h2>
            <p>{ELIGIBILITY.text}</p>
            <p className="mb-0">
              <a href={ELIGIBILITY.link.href} rel="noopener noreferrer">
                {ELIGIBILITY.link.label}
              </a>
            </p>
          </div>
          <div className="col-lg-5">
            <h3 className="h6">{ELIGIBILITY.flagsLabel}</h3>
            <FlagRow label={ELIGIBILITY.flagsLabel} countries={ELIGIBILITY.flags} />
          </div>
        </div>
      </div>
    </section>
  );
}
