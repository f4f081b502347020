import { FEATURE_CARDS } from '../content/home-content';

export function FeatureCards() {
  return (
    <section className="home-section" aria-label="How we work with you">
      <div className="container">
        <div className="row g-4">
          {FEATURE_CARDS.map((card) => (
            <div key={card.title} className="col-md-6">
              <div className="feature-card h-100">
                <h2 className="h5">{card.title}</h2>
                <p className="mb-0">{card.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
