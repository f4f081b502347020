import { Trans, useLingui } from '@lingui/react/macro';
import {
  STAGE_MESSAGES,
  STAGE_NOTE_MAX,
  StageMoveSchema,
  stagesFor,
  type ApplicationWithJourney,
  type Stage,
  type StageMove,
  type StagesAnswer,
} from '@visadesk/contract';
import { useId, useState, type FormEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { InputField } from '../../../components/ui/input-field';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { todayHere } from '../../../lib/today-here';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetStageMutation } from '../api/set-stage';

/** The stages a move may go to: those in use of the list the application follows (its destination's, else the default). */
export const stageChoices = (stages: StagesAnswer, destination: string): Stage[] =>
  stagesFor(stages, destination).filter((stage) => !stage.archived);

/** What the form offers first: the stage after the current one (the usual move), else the first. */
function likelyNext(choices: readonly Stage[], current: string): string {
  const here = choices.findIndex((stage) => stage.id === current);
  return (choices[here + 1] ?? choices[here] ?? choices[0])?.id ?? '';
}

const movingTo = (choices: readonly Stage[], current: string): StageMove => ({ stage: likelyNext(choices, current), on: todayHere(), note: '' });

type MoveForm = UseFormReturn<StageMove, unknown, z.output<typeof StageMoveSchema>>;

/** The stage, the day and the note, each with its message in the desk's words. */
function MoveFields({ form, options }: { form: MoveForm; options: readonly SelectOption[] }) {
  const { i18n, t } = useLingui();
  const { errors } = form.formState;
  const said = (message: string | undefined) => message && inPageLanguage(i18n, message);
  return (
    <>
      <div className="row">
        <div className="col-md-6">
          <SelectField label={t`Stage`} options={options} error={said(errors.stage?.message)} {...form.register('stage')} />
        </div>
        <div className="col-md-6">
          <InputField label={t`Day reached`} type="date" max={todayHere()} error={said(errors.on?.message)} {...form.register('on')} />
        </div>
      </div>
      <TextAreaField
        label={t`Note (optional, for the desk only)`}
        rows={2}
        maxLength={STAGE_NOTE_MAX}
        error={said(errors.note?.message)}
        {...form.register('note')}
      />
    </>
  );
}

interface StageMoveFormProps {
  application: ApplicationWithJourney;
  choices: readonly Stage[];
}

/**
 * "Move to stage": a stage of the application's list, the day it was reached (today unless said;
 * never a later day) and a note for the desk. Checked by the contract's rules; the server's refusal
 * is said above the form and on its field, a move that went through says so and offers the next one.
 */
export function StageMoveForm({ application, choices }: StageMoveFormProps) {
  const { _id: id, journey } = application;
  const { i18n, t } = useLingui();
  const headingId = useId();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [setStage] = useSetStageMutation();
  const { form, onSubmit, failure, pending, clear } = useContractForm<StageMove, unknown, z.output<typeof StageMoveSchema>>({
    resolver: contractResolver(StageMoveSchema),
    defaultValues: movingTo(choices, journey.stage),
    send: async (move) => {
      // The day goes only when staff chose one: otherwise the server records its own today, in the
      // agency's time zone, whatever this device's clock or zone says (or a form left open overnight).
      const day = form.getFieldState('on').isDirty ? { on: move.on } : { on: undefined };
      const moved = await setStage({ id, ...move, ...day }).unwrap();
      clear(movingTo(choices, moved.journey.stage));
      setNotice({ tone: 'success', text: STAGE_MESSAGES.stageMoved });
    },
    failureMessage: serverErrorMessage,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setNotice(null);
    return onSubmit(event);
  };
  const options = choices.map(({ id: value, name }) => ({ value, label: value === journey.stage ? t`${name} (current)` : name }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} className="h6">
        <Trans>Move to stage</Trans>
      </h3>
      {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
      {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
      <MoveFields form={form} options={options} />
      <SubmitButton pending={pending} className="btn btn-primary">
        <Trans>Move</Trans>
      </SubmitButton>
    </form>
  );
}
