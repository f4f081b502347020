import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { FEATURE_CARDS } from '../content/home-content';

export function FeatureCards() {
  const { _, i18n } = useLingui();
  return (
    <section className="home-section" aria-label={i18n._(msg`How we work with you`)}>
      <div className="container">
        <div className="row g-4">
          {FEATURE_CARDS.map((card) => (
            <div key={card.title.id} className="col-md-6">
              <div className="feature-card h-100">
                <h2 className="h5">{_(card.title)}</h2>
                <p className="mb-0">{_(card.text)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
