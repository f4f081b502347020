import { SAMPLE_VACANCY, VACANCIES } from '../content/home-content';

type Vacancy = (typeof VACANCIES.cards)[number];

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { labels } = VACANCIES;
  const facts: [string, string][] = [
    [labels.department, vacancy.department],
    [labels.totalVacancies, String(SAMPLE_VACANCY.totalVacancies)],
    [labels.emptyVacancies, String(SAMPLE_VACANCY.emptyVacancies)],
    [labels.location, vacancy.locations.join(', ')],
    [labels.startDate, SAMPLE_VACANCY.startDate],
    [labels.workingHours, SAMPLE_VACANCY.workingHours],
    [labels.compensation, VACANCIES.compensation],
  ];
  return (
    <article className="card h-100 shadow-sm vacancy-card">
      <div className="card-body">
        <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{vacancy.company}</p>
        <h3 className="h5 card-title">{vacancy.position}</h3>
        <dl className="fact-list mb-0">
          {facts.map(([term, value]) => (
            <div key={term} className="fact">
              <dt className="fw-normal text-body-secondary">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

export function VacancyCards() {
  return (
    <section className="home-section bg-light" aria-labelledby="vacancies-heading">
      <div className="container">
        <h2 id="vacancies-heading" className="h3">{VACANCIES.heading}</h2>
        <p>{VACANCIES.note}</p>
        <div className="row g-4">
          {VACANCIES.cards.map((vacancy) => (
            <div key={vacancy.position} className="col-md-6">
              <VacancyCard vacancy={vacancy} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
