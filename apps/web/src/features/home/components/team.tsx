import { useLingui } from '@lingui/react/macro';
import { HOME_COPY_SLOTS, type Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { ownWords } from '../../../lib/own-words';
import { HomeCut } from './home-cut';

/**
 * The agency's team as the owner lists it in Settings, each with their photo (or a plain
 * silhouette); no section at all until someone is added. The name beside the photo says who it is,
 * so the photo is decorative.
 */
export function Team() {
  const { t, i18n } = useLingui();
  const copy = useHomeCopy(i18n.locale as Language);
  const slotted = copy === HOME_COPY_SLOTS;
  if (!slotted && copy.team.length === 0) return null;
  return (
    <HomeCut path="team" slotted={slotted}>
      <section className="home-section bg-light" aria-labelledby="team-heading">
        <div className="container">
          <h2 id="team-heading" className="h3">{t`Our team`}</h2>
          <div role="list" className="row g-4 mb-0">
            {copy.team.map((member, position) => (
              // By position: the prerendered entries are slots.
              <HomeCut key={position} path={`team.${position}`} slotted={slotted}>
                <div role="listitem" className="col-6 col-md-3 text-center">
                  <img className="team-portrait rounded-circle mb-2" src={member.photo} alt="" width={160} height={160} loading="lazy" decoding="async" />
                  <p className="fw-semibold mb-0" dir="auto">
                    {member.name}
                  </p>
                  <p className="small text-body-secondary mb-0" {...ownWords(member.role)}>
                    {member.role.text}
                  </p>
                </div>
              </HomeCut>
            ))}
          </div>
        </div>
      </section>
    </HomeCut>
  );
}
