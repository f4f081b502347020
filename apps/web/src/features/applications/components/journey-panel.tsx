import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationWithJourney, Journey, StageEvent, StagesAnswer } from '@visadesk/contract';
import { Isolated } from '../../../components/ui/isolated';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useStages } from '../../../lib/stages';
import { StageMoveForm, stageChoices } from './stage-move-form';

/** A day as the desk writes it (YYYY-MM-DD, as kept), machine-readable too. */
const Day = ({ value }: { value: string }) => <time dateTime={value}>{value}</time>;

/** Where the application stands: its stage, since when, until when, and whether that day has passed (said in words). */
function JourneySummary({ journey, stageName }: { journey: Journey; stageName: string }) {
  const { t } = useLingui();
  if (!journey.stage) {
    return (
      <p>
        <Trans>Not on the journey yet: its first move puts it there.</Trans>
      </p>
    );
  }
  return (
    <dl className="fact-list mb-3" aria-label={t`Where the application stands`}>
      <div className="fact">
        <dt>{t`Stage`}</dt>
        <dd>
          <strong>{stageName}</strong>
        </dd>
      </div>
      <div className="fact">
        <dt>{t`Since`}</dt>
        <dd>
          <Day value={journey.since} />
        </dd>
      </div>
      <div className="fact">
        <dt>{t`Due`}</dt>
        <dd>
          {journey.due ? <Day value={journey.due} /> : t`No set time`}
          {journey.overdue && <span className="badge text-bg-danger ms-2">{t`Overdue`}</span>}
        </dd>
      </div>
    </dl>
  );
}

/** Every move, oldest first: the day, the stage (as it was called then), who moved it and why. */
function StageMoves({ events }: { events: readonly StageEvent[] }) {
  const { t } = useLingui();
  if (events.length === 0) return <p className="text-body-secondary">{t`No moves yet.`}</p>;
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm align-middle mb-0">
        <caption className="caption-top">{t`Moves`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Day`}</th>
            <th scope="col">{t`Stage`}</th>
            <th scope="col">{t`By`}</th>
            <th scope="col">{t`Note`}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={index}>
              <td>
                <Day value={event.on} />
              </td>
              <td>{event.name}</td>
              <td>{event.by}</td>
              <td>{event.note && <Isolated>{event.note}</Isolated>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The form, once there is a stage to move to: an agency may have archived every stage of a list. */
function MoveForm({ application, stages }: { application: ApplicationWithJourney; stages: StagesAnswer }) {
  const choices = stageChoices(stages, application.destination);
  if (choices.length === 0) {
    return (
      <p>
        <Trans>No stage of the list this application follows is in use: see Settings.</Trans>
      </p>
    );
  }
  return <StageMoveForm application={application} choices={choices} />;
}

/**
 * The desk's view of the worker's journey (ADR 049): where the application stands, every move, and
 * the form that moves it. The stages' names are the desk's (Settings); a stage renamed since a move
 * keeps its old name on that move, as it was recorded.
 */
export function JourneyPanel({ application }: { application: ApplicationWithJourney }) {
  const stages = useStages();
  const { journey } = application;
  const current = journey.stage;
  const stageName =
    stages.data?.stages.find((stage) => stage.id === current)?.name ?? [...journey.events].reverse().find((event) => event.stage === current)?.name ?? current;
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby="journey-heading">
      <div className="card-body">
        <h2 id="journey-heading" className="h5 mb-3">
          <Trans>Journey</Trans>
        </h2>
        <JourneySummary journey={journey} stageName={stageName} />
        <StageMoves events={journey.events} />
        {stages.error !== undefined && <FailedToLoad message={serverErrorMessage(stages.error)} onRetry={stages.retry} />}
        {stages.data ? <MoveForm application={application} stages={stages.data} /> : stages.loading && <PageLoader />}
      </div>
    </section>
  );
}
