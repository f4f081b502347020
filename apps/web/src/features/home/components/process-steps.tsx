import { PROCESS } from '../content/home-content';

export function ProcessSteps() {
  return (
    <section className="home-section" aria-labelledby="process-heading">
      <div className="container">
        <h2 id="process-heading" className="h3">{PROCESS.heading}</h2>
        <ol className="row g-4 list-unstyled mb-0 process-steps">
          {PROCESS.steps.map((step, position) => (
            <li key={step.title} className="col-sm-6 col-lg-3">
              <div className="process-step h-100">
                <span className="process-number" aria-hidden="true">{position + 1}</span>
                <h3 className="h5">{step.title}</h3>
                <p className="mb-0">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
