import { regionName, type Language } from '@visadesk/contract';
import { useLingui } from '@lingui/react';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { APPROVAL } from '../content/home-content';
import { FlagRow } from './flags';
import { Photo } from './photos';

export function ApprovalSection() {
  const { _, i18n } = useLingui();
  // Settings' destinations, named in the page's language (while prerendered they are the server's slots).
  const destinations = useHomeCopy(i18n.locale as Language).destinations.map(({ code, name }) => ({ code, name: regionName(code, i18n.locale as Language, name) }));
  return (
    <section className="home-section bg-light" aria-labelledby="approval-heading">
      <div className="container">
        <div className="row g-4 align-items-center">
          <div className="col-lg-6">
            <h2 id="approval-heading" className="h3">{_(APPROVAL.heading)}</h2>
            <p>{_(APPROVAL.intro)}</p>
            <ul className="mb-4">
              {APPROVAL.tips.map((tip) => (
                <li key={tip.id} className="mb-2">{_(tip)}</li>
              ))}
            </ul>
            <h3 className="h6">{_(APPROVAL.flagsLabel)}</h3>
            <FlagRow label={_(APPROVAL.flagsLabel)} countries={destinations} />
          </div>
          <div className="col-lg-6">
            <div className="row g-3">
              {APPROVAL.photos.map((photo) => (
                <div key={photo.photo} className="col-6">
                  <Photo
                    name={photo.photo}
                    alt={_(photo.alt)}
                    width={640}
                    height={480}
                    sizes="(min-width: 992px) 25vw, 50vw"
                    className="img-fluid rounded shadow-sm"
                  />
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
