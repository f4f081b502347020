import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { stagesFor, type Application, type StagesAnswer } from '@visadesk/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Notice } from '../../../components/ui/alert';
import { Alert } from '../../../components/ui/alert';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { todayHere } from '../../../lib/today-here';
import { useSetStageMutation } from '../api/set-stage';
import { applicationViewPath } from '../application-paths';
import { listedName } from './application-row-parts';
import { daysBetween, OverdueMark } from './stage-mark';

interface BoardCardProps {
  application: Application;
  settings: StagesAnswer;
  onMoved: (notice: Notice) => void;
}

/** The stages an application may move to: those in use of its list (its destination's, else the default), its own first if it is not among them. */
function choicesFor(settings: StagesAnswer, application: Application) {
  const inUse = stagesFor(settings, application.destination).filter((stage) => !stage.archived);
  const current = settings.stages.find((stage) => stage.id === application.stage);
  return current && !inUse.includes(current) ? [current, ...inUse] : inUse;
}

/** A select of the stages and Move: the board's way to move a worker on, by keyboard as by pointer. */
function StageMenu({ application, name, settings, onMoved }: BoardCardProps & { name: string }) {
  const { i18n, t } = useLingui();
  const selectId = useId();
  const [move, { isLoading }] = useSetStageMutation();
  const [chosen, setChosen] = useState(application.stage);
  const [failure, setFailure] = useState('');
  const choices = choicesFor(settings, application);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const stage = choices.find((one) => one.id === chosen);
    if (!stage || stage.id === application.stage) return;
    setFailure('');
    try {
      await move({ id: application._id, stage: stage.id }).unwrap();
      const to = stage.name;
      onMoved({ tone: 'success', text: t`${name} moved to ${to}.` });
    } catch (error) {
      setFailure(inPageLanguage(i18n, serverErrorMessage(error)));
    }
  };
  return (
    <form className="d-flex gap-1" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={selectId}>{t`Stage of ${name}`}</label>
      <select id={selectId} className="form-select form-select-sm" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        {choices.map((stage) => <option key={stage.id} value={stage.id}>{stage.name}</option>)}
      </select>
      <button type="submit" className="btn btn-sm btn-outline-primary" disabled={isLoading} aria-label={t`Move ${name}`}>
        <Trans>Move</Trans>
      </button>
      {failure && <div className="w-100"><Alert tone="error">{failure}</Alert></div>}
    </form>
  );
}

/** One worker on the board: name (to their application), what they go for, how long in the stage, and the move. */
export function BoardCard({ application, settings, onMoved }: BoardCardProps) {
  const { i18n } = useLingui();
  const name = listedName(i18n, application);
  const days = daysBetween(application.stageSince, todayHere());
  // What the worker goes abroad for and where: never the passport, which a board on a shared screen would show to all.
  const summary = [application.jobTitle, application.destination].filter(Boolean).join(' · ');
  return (
    <li className="card mb-2">
      <div className="card-body p-2">
        <h3 className="h6 mb-1 text-break">
          <Link to={applicationViewPath(application._id)}>{name}</Link>
        </h3>
        {summary && <p className="small text-body-secondary mb-1">{summary}</p>}
        <p className="small mb-2">
          <Plural value={days} _0="Entered today" one="# day in this stage" other="# days in this stage" />
          <OverdueMark application={application} />
        </p>
        <StageMenu application={application} name={name} settings={settings} onMoved={onMoved} />
      </div>
    </li>
  );
}
