import { useLingui } from '@lingui/react';
import { ELIGIBILITY } from '../content/home-content';

export function Eligibility() {
  const { _ } = useLingui();
  return (
    <section className="home-section bg-light" aria-labelledby="eligibility-heading">
      <div className="container narrow-text">
        <h2 id="eligibility-heading" className="h3">{_(ELIGIBILITY.heading)}</h2>
        <p className="mb-0">{_(ELIGIBILITY.text)}</p>
      </div>
    </section>
  );
}
