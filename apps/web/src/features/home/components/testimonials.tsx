import { useLingui } from '@lingui/react/macro';
import { HOME_COPY_SLOTS, type Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { ownWords } from '../../../lib/own-words';
import { HomeCut } from './home-cut';

/** Clients' own words, as the owner publishes them in Settings; no section until there is one. */
export function Testimonials() {
  const { t, i18n } = useLingui();
  const copy = useHomeCopy(i18n.locale as Language);
  const slotted = copy === HOME_COPY_SLOTS;
  if (!slotted && copy.testimonials.length === 0) return null;
  return (
    <HomeCut path="testimonials" slotted={slotted}>
      <section className="home-section" aria-labelledby="testimonials-heading">
        <div className="container">
          <h2 id="testimonials-heading" className="h3">{t`What our clients say`}</h2>
          <div className="row g-4">
            {copy.testimonials.map((item, position) => (
              // By position: the prerendered entries are slots.
              <HomeCut key={position} path={`testimonials.${position}`} slotted={slotted}>
                <figure className="col-md-4 mb-0">
                  <div className="testimonial h-100">
                    <blockquote className="mb-3">
                      <p className="mb-0" {...ownWords(item.quote)}>
                        {item.quote.text}
                      </p>
                    </blockquote>
                    <figcaption>
                      <span className="fw-semibold" dir="auto">
                        {item.name}
                      </span>
                      <span className="d-block small text-body-secondary" {...ownWords(item.detail)}>
                        {item.detail.text}
                      </span>
                    </figcaption>
                  </div>
                </figure>
              </HomeCut>
            ))}
          </div>
        </div>
      </section>
    </HomeCut>
  );
}
