import { TEAM } from '../content/home-content';
import { Photo } from './photos';

export function Team() {
  return (
    <section className="home-section bg-light" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading" className="h3">{TEAM.heading}</h2>
        <ul className="row g-4 list-unstyled mb-0">
          {TEAM.members.map((member) => (
            <li key={member.name} className="col-6 col-md-3 text-center">
              <Photo name={member.photo} alt={`Portrait of ${member.name}`} width={160} height={160} sizes="160px" className="team-portrait rounded-circle mb-2" />
              <p className="fw-semibold mb-0">{member.name}</p>
              <p className="small text-body-secondary mb-0">{member.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
