import { useLingui } from '@lingui/react';
import { CORPORATE_TRAVEL } from '../content/home-content';

export function CorporateTravel() {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="corporate-travel-heading">
      <div className="container narrow-text">
        <h2 id="corporate-travel-heading" className="h3">{_(CORPORATE_TRAVEL.heading)}</h2>
        {CORPORATE_TRAVEL.paragraphs.map((paragraph) => (
          <p key={paragraph.id}>{_(paragraph)}</p>
        ))}
      </div>
    </section>
  );
}
