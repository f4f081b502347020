import { useLingui } from '@lingui/react';
import type { Language } from '@visadesk/contract';
import { useHomeCopy } from '../../../components/layouts/public-settings';
import { ownWords } from '../../../lib/own-words';
import { PROCESS } from '../content/home-content';

/** The four steps from first visit to travel, as Settings words them. */
export function ProcessSteps() {
  const { _, i18n } = useLingui();
  const { processSteps } = useHomeCopy(i18n.locale as Language);
  return (
    <section className="home-section" aria-labelledby="process-heading">
      <div className="container">
        <h2 id="process-heading" className="h3">{_(PROCESS.heading)}</h2>
        <ol className="row g-4 list-unstyled mb-0 process-steps">
          {processSteps.map((step, position) => (
            // By position: the prerendered texts are slots.
            <li key={position} className="col-sm-6 col-lg-3">
              <div className="process-step h-100">
                <span className="process-number" aria-hidden="true">{position + 1}</span>
                <h3 className="h5" {...ownWords(step.title)}>
                  {step.title.text}
                </h3>
                <p className="mb-0" {...ownWords(step.text)}>
                  {step.text.text}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
