import { useLingui } from '@lingui/react';
import { EUROPE_REQUIREMENTS } from '../content/home-content';

export function EuropeRequirements() {
  const { _ } = useLingui();
  return (
    <section className="home-section" aria-labelledby="europe-heading">
      <div className="container">
        <h2 id="europe-heading" className="h3">{_(EUROPE_REQUIREMENTS.heading)}</h2>
        <p>{_(EUROPE_REQUIREMENTS.intro)}</p>
        <ol className="row g-4 list-unstyled mb-0 requirement-list">
          {EUROPE_REQUIREMENTS.items.map((item) => (
            <li key={item.title.id} className="col-md-6">
              <div className="requirement h-100">
                <h3 className="h5">{_(item.title)}</h3>
                <p className="mb-0">{_(item.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
