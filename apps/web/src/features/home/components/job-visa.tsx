import { useLingui } from '@lingui/react';
import { JOB_VISA } from '../content/home-content';

export function JobVisa() {
  const { _ } = useLingui();
  return (
    <section className="home-section bg-navy text-white" aria-labelledby="job-visa-heading">
      <div className="container">
        <h2 id="job-visa-heading" className="h3">{_(JOB_VISA.heading)}</h2>
        <p className="narrow-text">{_(JOB_VISA.intro)}</p>
        <ul className="row g-4 list-unstyled mb-0">
          {JOB_VISA.benefits.map((benefit, position) => (
            <li key={benefit.title.id} className="col-sm-6 col-lg-3">
              <div className="benefit h-100">
                <span className="benefit-number" aria-hidden="true">{String(position + 1).padStart(2, '0')}</span>
                <h3 className="h5">{_(benefit.title)}</h3>
                <p className="mb-0">{_(benefit.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
