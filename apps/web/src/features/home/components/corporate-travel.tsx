import { CORPORATE_TRAVEL } from '../content/home-content';

export function CorporateTravel() {
  return (
    <section className="home-section" aria-labelledby="corporate-travel-heading">
      <div className="container narrow-text">
        <h2 id="corporate-travel-heading" className="h3">{CORPORATE_TRAVEL.heading}</h2>
        {CORPORATE_TRAVEL.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
