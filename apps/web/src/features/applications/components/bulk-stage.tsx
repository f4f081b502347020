import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StageMoveSchema, STAGE_NOTE_MAX, type Application, type BulkStageResponse } from '@visadesk/contract';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { contractResolver } from '../../../lib/contract-resolver';
import { listErrorMessage } from '../../../lib/list-error-message';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSetStageOfManyMutation } from '../api/bulk-stage';
import { useStages } from '../../../lib/stages';
import { listedName } from './application-row-parts';

const NOTE_SCHEMA = StageMoveSchema.pick({ note: true });

/** What came of it: every one moved, or which stayed where they were and why (by name, as the list shows them). */
export function bulkStageOutcome(i18n: I18n, answer: BulkStageResponse, stage: string, applications: readonly Application[]): Notice {
  const moved = answer.changed.length;
  if (answer.failed.length === 0) {
    return { tone: 'success', text: i18n._(msg({ message: plural(moved, { one: `# application moved to ${stage}.`, other: `# applications moved to ${stage}.` }) })) };
  }
  const nameOf = (id: string) => {
    const application = applications.find((one) => one._id === id);
    return application ? listedName(i18n, application) : id;
  };
  const asked = moved + answer.failed.length;
  const notMoved = answer.failed.map(({ _id, message }) => `${nameOf(_id)} (${inPageLanguage(i18n, message)})`).join('; ');
  return {
    tone: 'error',
    text: i18n._(msg({
      message: plural(asked, {
        one: `${moved} of # application moved to ${stage}. Not moved: ${notMoved}.`,
        other: `${moved} of # applications moved to ${stage}. Not moved: ${notMoved}.`,
      }),
    })),
  };
}

export interface BulkStageProps {
  /** The applications of the page on screen, for their names. */
  applications: readonly Application[];
  selected: readonly string[];
  onClear: () => void;
  /** What came of the move, for the list to show. */
  onDone: (notice: Notice) => void;
}

/** The confirmation's form: the optional note, sent with the ticked ids and the chosen stage. */
function useBulkStageForm({ applications, selected, onClear, onDone }: BulkStageProps, stage: { id: string; name: string } | undefined) {
  const { i18n } = useLingui();
  const [setStageOfMany] = useSetStageOfManyMutation();
  const [asking, setAsking] = useState(false);
  const contract = useContractForm<z.input<typeof NOTE_SCHEMA>, unknown, z.output<typeof NOTE_SCHEMA>>({
    resolver: contractResolver(NOTE_SCHEMA),
    defaultValues: { note: '' },
    send: async ({ note }) => {
      if (!stage) return;
      const answer = await setStageOfMany({ ids: [...selected], stage: stage.id, note }).unwrap();
      setAsking(false);
      onClear();
      onDone(bulkStageOutcome(i18n, answer, stage.name, applications));
    },
    failureMessage: (error) => listErrorMessage(i18n, error),
  });
  const ask = () => {
    contract.clear({ note: '' });
    setAsking(true);
  };
  return { ...contract, asking, ask, cancel: () => setAsking(false) };
}

/**
 * One stage for the ticked applications (ADR 049): chosen beside the statuses, then confirmed with
 * how many and an optional note for the desk. Each moves on its own on the server, with its own
 * history entry, and its own email where the stage sends one.
 */
export function BulkStage(props: BulkStageProps) {
  const { i18n, t } = useLingui();
  const selectId = useId();
  const inUse = (useStages().data?.stages ?? []).filter((stage) => !stage.archived);
  const [chosen, setChosen] = useState('');
  const stage = inUse.find((one) => one.id === chosen);
  const { form, onSubmit, failure, pending, asking, ask, cancel } = useBulkStageForm(props, stage);
  const count = props.selected.length;
  const to = stage?.name ?? '';
  const noteError = form.formState.errors.note?.message;
  return (
    <>
      <label className="visually-hidden" htmlFor={selectId}>{t`Stage to set`}</label>
      <select id={selectId} className="form-select form-select-sm w-auto mw-100" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="">{t`Choose a stage`}</option>
        {inUse.map((one) => <option key={one.id} value={one.id}>{one.name}</option>)}
      </select>
      <button type="button" className="btn btn-sm btn-outline-primary" disabled={!stage} onClick={ask}>
        <Trans>Set stage</Trans>
      </button>
      <ConfirmDialog
        open={asking && stage !== undefined}
        title={t({ message: plural(count, { one: `Move # application to ${to}?`, other: `Move # applications to ${to}?` }) })}
        confirmLabel={t`Move`}
        tone="primary"
        pending={pending}
        onConfirm={() => void onSubmit()}
        onCancel={cancel}
      >
        <p>{t`Each one's history records the move; where the stage emails its applicant, they are told.`}</p>
        <form onSubmit={onSubmit} noValidate>
          {failure && <Alert tone="error">{inPageLanguage(i18n, failure)}</Alert>}
          <TextAreaField label={t`Note (optional, for the desk)`} rows={3} maxLength={STAGE_NOTE_MAX} error={noteError && inPageLanguage(i18n, noteError)} {...form.register('note')} />
        </form>
      </ConfirmDialog>
    </>
  );
}
