import { useLingui } from '@lingui/react/macro';
import { useHomeCopy } from '../../../components/layouts/public-settings';

/** The consultancy's three services, as Settings words them. */
export function InfoBlocks() {
  const { services } = useHomeCopy();
  const { t } = useLingui();
  return (
    <section className="home-section" aria-label={t`Our services`}>
      <div className="container">
        <div className="row g-4">
          {services.map((block, position) => (
            // By position: the prerendered texts are slots.
            <div key={position} className="col-md-4">
              <div className="info-block h-100">
                <h2 className="h6 fw-bold text-uppercase" dir="auto">
                  {block.title}
                </h2>
                <p className="mb-0" dir="auto">
                  {block.text}
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
