import { useLingui } from '@lingui/react';
import { TESTIMONIALS } from '../content/home-content';

export function Testimonials() {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="testimonials-heading">
      <div className="container">
        <h2 id="testimonials-heading" className="h3">{_(TESTIMONIALS.heading)}</h2>
        <div className="row g-4">
          {TESTIMONIALS.items.map((item) => (
            <figure key={item.name} className="col-md-4 mb-0">
              <div className="testimonial h-100">
                <blockquote className="mb-3">
                  <p className="mb-0">{_(item.quote)}</p>
                </blockquote>
                <figcaption>
                  <span className="fw-semibold" dir="auto">
                    {item.name}
                  </span>
                  <span className="d-block small text-body-secondary">{_(item.detail)}</span>
                </figcaption>
              </div>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
