import { useLingui } from '@lingui/react/macro';
import type { Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { ownWords } from '../../../lib/own-words';

/** The consultancy's three services, as Settings words them. */
export function InfoBlocks() {
  const { t, i18n } = useLingui();
  const { services } = useHomeCopy(i18n.locale as Language);
  return (
    <section className="home-section" aria-label={t`Our services`}>
      <div className="container">
        <div className="row g-4">
          {services.map((block, position) => (
            // By position: the prerendered texts are slots.
            <div key={position} className="col-md-4">
              <div className="info-block h-100">
                <h2 className="h6 fw-bold text-uppercase" {...ownWords(block.title)}>
                  {block.title.text}
                </h2>
                <p className="mb-0" {...ownWords(block.text)}>
                  {block.text.text}
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
