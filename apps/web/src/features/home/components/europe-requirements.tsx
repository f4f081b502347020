import { EUROPE_REQUIREMENTS } from '../content/home-content';

export function EuropeRequirements() {
  return (
    <section className="home-section" aria-labelledby="europe-heading">
      <div className="container">
        <h2 id="europe-heading" className="h3">{EUROPE_REQUIREMENTS.heading}</h2>
        <p>{EUROPE_REQUIREMENTS.intro}</p>
        <ol className="row g-4 list-unstyled mb-0 requirement-list">
          {EUROPE_REQUIREMENTS.items.map((item) => (
            <li key={item.title} className="col-md-6">
              <div className="requirement h-100">
                <h3 className="h5">{item.title}</h3>
                <p className="mb-0">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
