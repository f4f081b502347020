import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { shownDate } from '../../../components/applicant/applicant-words';
import { SAMPLE_VACANCY, VACANCIES } from '../content/home-content';

type Vacancy = (typeof VACANCIES.cards)[number];

/**
 * The sample figures in the page's language and digits (Intl); in English exactly as the spec
 * gives them (20/11/2025, 1200 USD).
 */
function sampleFigures(i18n: I18n) {
  const english = i18n.locale === 'en';
  const count = new Intl.NumberFormat(i18n.locale);
  const money = english
    ? `${SAMPLE_VACANCY.salary} ${SAMPLE_VACANCY.currency}`
    : new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: SAMPLE_VACANCY.currency, maximumFractionDigits: 0 }).format(SAMPLE_VACANCY.salary);
  return {
    total: count.format(SAMPLE_VACANCY.totalVacancies),
    open: count.format(SAMPLE_VACANCY.emptyVacancies),
    startDate: english ? new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(new Date(SAMPLE_VACANCY.startDate)) : shownDate(i18n, SAMPLE_VACANCY.startDate),
    money,
  };
}

function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { i18n, t } = useLingui();
  const { labels } = VACANCIES;
  const { total, open, startDate, money } = sampleFigures(i18n);
  const facts: [string, string][] = [
    [i18n._(labels.department), i18n._(vacancy.department)],
    [i18n._(labels.totalVacancies), total],
    [i18n._(labels.emptyVacancies), open],
    [i18n._(labels.location), new Intl.ListFormat(i18n.locale, { type: 'unit', style: 'short' }).format(vacancy.locations.map((place) => i18n._(place)))],
    [i18n._(labels.startDate), startDate],
    [i18n._(labels.workingHours), i18n._(SAMPLE_VACANCY.workingHours)],
    [i18n._(labels.compensation), t`Salary ${money}`],
  ];
  return (
    <article className="card h-100 shadow-sm vacancy-card">
      <div className="card-body">
        <p className="text-uppercase small fw-semibold text-body-secondary mb-1">{i18n._(vacancy.company)}</p>
        <h3 className="h5 card-title">{i18n._(vacancy.position)}</h3>
        <dl className="fact-list mb-0">
          {facts.map(([term, value]) => (
            <div key={term} className="fact">
              <dt className="fw-normal text-body-secondary">{term}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

export function VacancyCards() {
  const { i18n } = useLingui();
  return (
    <section className="home-section bg-light" aria-labelledby="vacancies-heading">
      <div className="container">
        <h2 id="vacancies-heading" className="h3">{i18n._(VACANCIES.heading)}</h2>
        <p>{i18n._(VACANCIES.note)}</p>
        <div className="row g-4">
          {VACANCIES.cards.map((vacancy) => (
            <div key={vacancy.position.id} className="col-md-6">
              <VacancyCard vacancy={vacancy} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
