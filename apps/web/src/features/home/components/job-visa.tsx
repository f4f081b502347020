import { useLingui } from '@lingui/react';
import { HOME_COPY_SLOTS, HOME_VACANCIES_MARKERS, type Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { JOB_VISA } from '../content/home-content';

/**
 * The job visa's benefits: what the home page shows where its vacancies go until the agency
 * publishes a demand. Prerendered, it stands between the server's markers (HOME_VACANCIES_MARKERS):
 * the server leaves it as it is, or puts the open positions in its place (ADR 052).
 */
export function JobVisa() {
  const { _, i18n } = useLingui();
  const slotted = useHomeCopy(i18n.locale as Language) === HOME_COPY_SLOTS;
  const section = (
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
  if (!slotted) return section;
  return (
    <>
      {HOME_VACANCIES_MARKERS.begin}
      {section}
      {HOME_VACANCIES_MARKERS.end}
    </>
  );
}
