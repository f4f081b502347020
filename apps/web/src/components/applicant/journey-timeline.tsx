import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { directionOf, isLanguage, textIn, type JourneyStep, type Language } from '@visadesk/contract';
import { useId } from 'react';
import { ownWords } from '../../lib/own-words';
import { Isolated } from '../ui/isolated';
import { shownDate } from './applicant-words';
import '../../styles/journey-timeline.css';

export const JOURNEY_WORDS = {
  heading: msg({ message: 'Your journey', comment: 'Heading over the steps of a worker going abroad: demand letter, interview, medical check-up, visa, departure…' }),
  current: msg({ message: 'Current step', comment: 'Beside the step of the journey the worker is at now.' }),
  next: msg({ message: 'Next:', comment: 'Before the name of the step that comes after the current one: "Next: Medical check-up".' }),
  done: msg({ message: 'Done', comment: 'Beside a step of the journey the worker has gone past (its day unknown).' }),
  notYet: msg({ message: 'Not yet', comment: 'Beside a step of the journey the worker has not reached.' }),
};

type StepState = 'done' | 'current' | 'later';

/** Written out in full so the CSS build sees each class in use. */
const STATE_CLASS: Record<StepState, string> = {
  done: 'journey-step-done',
  current: 'journey-step-current',
  later: 'journey-step-later',
};

/**
 * Each step's state, and the one that comes next (the first not reached): the steps before the
 * current one are done. While the worker is at a step the applicant does not see, none is current:
 * the steps with a day are done, and the first without one is next.
 */
export function journeyStates(steps: readonly JourneyStep[]): { states: StepState[]; next: JourneyStep | undefined } {
  const current = steps.findIndex((step) => step.current);
  const states = steps.map((step, index): StepState => (step.current ? 'current' : index < current || step.done !== null ? 'done' : 'later'));
  return { states, next: steps[states.indexOf('later')] };
}

/** A step's name as the agency wrote it in the page's language, else its English, marked as such. */
function StepName({ step }: { step: JourneyStep }) {
  const { i18n } = useLingui();
  const shown = textIn({ en: step.name, ...step.names }, i18n.locale as Language);
  return <span {...ownWords(shown)}>{shown.text}</span>;
}

/** "Done on 3 March 2025" in the page's words, the date set apart in the page's direction (ADR 037). */
function DoneOn({ day }: { day: string | null }) {
  const { _, i18n } = useLingui();
  if (!day) return <>{_(JOURNEY_WORDS.done)}</>;
  const date = shownDate(i18n, day);
  const direction = isLanguage(i18n.locale) ? directionOf(i18n.locale) : 'ltr';
  return (
    <Trans comment="Beside a step of the journey the worker has gone past: the day it was done.">
      Done on{' '}
      <Isolated dir={direction}>
        <time dateTime={day}>{date}</time>
      </Isolated>
    </Trans>
  );
}

function StepItem({ step, state }: { step: JourneyStep; state: StepState }) {
  const { _ } = useLingui();
  return (
    <li className={`journey-step ${STATE_CLASS[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
      <span className="journey-marker" aria-hidden="true" />
      <span className="journey-step-name">
        <StepName step={step} />
      </span>{' '}
      <span className="journey-step-state">
        {state === 'done' && <DoneOn day={step.done} />}
        {state === 'current' && <strong>{_(JOURNEY_WORDS.current)}</strong>}
        {state === 'later' && _(JOURNEY_WORDS.notYet)}
      </span>
    </li>
  );
}

/**
 * The worker's journey on the applicant copy (ADR 049), theirs and the staff's, on screen and on
 * paper: the steps the agency shows them, in order, each done on its day, the current one marked in
 * words and by its mark, and the next one named. Nothing while there are no steps (a copy held from
 * before the journey, or an agency that shows none).
 */
export function JourneyTimeline({ steps }: { steps: readonly JourneyStep[] | undefined }) {
  const { _ } = useLingui();
  const headingId = useId();
  if (!Array.isArray(steps) || steps.length === 0) return null;
  const { states, next } = journeyStates(steps);
  return (
    <section className="journey mt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5 applicant-section-title">
        {_(JOURNEY_WORDS.heading)}
      </h3>
      {next && (
        <p className="journey-next mb-2">
          <strong>{_(JOURNEY_WORDS.next)}</strong> <StepName step={next} />
        </p>
      )}
      <ol className="journey-steps list-unstyled mb-0">
        {steps.map((step, index) => (
          <StepItem key={index} step={step} state={states[index] ?? 'later'} />
        ))}
      </ol>
    </section>
  );
}
