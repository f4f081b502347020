import { useLingui } from '@lingui/react/macro';
import { TEAM } from '../content/home-content';
import { Photo } from './photos';

export function Team() {
  const { t, i18n } = useLingui();
  return (
    <section className="home-section bg-light" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className="h3">{i18n._(TEAM.heading)}</h2>
        <ul className="row g-4 list-unstyled mb-0">
          {TEAM.members.map(({ photo, name, role }) => (
            <li key={name} className="col-6 col-md-3 text-center">
              <Photo name={photo} alt={t`Portrait of ${name}`} width={160} height={160} sizes="160px" className="team-portrait rounded-circle mb-2" />
              <p className="fw-semibold mb-0" dir="auto">
                {name}
              </p>
              <p className="small text-body-secondary mb-0">{i18n._(role)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
