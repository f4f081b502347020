import { useLingui } from '@lingui/react';
import type { Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { ownWords } from '../../../lib/own-words';

/** Who the consultancy is, in its own words from Settings. */
export function AboutUs() {
  const { aboutHeading, aboutText } = useHomeCopy(useLingui().i18n.locale as Language);
  return (
    <section className="home-section pt-0" aria-labelledby="about-heading">
      <div className="container">
        <h2 id="about-heading" className="h3" {...ownWords(aboutHeading)}>
          {aboutHeading.text}
        </h2>
        <p className="lead mb-0" {...ownWords(aboutText)}>
          {aboutText.text}
        </p>
      </div>
    </section>
  );
}
