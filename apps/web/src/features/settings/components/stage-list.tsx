import { Trans, useLingui } from '@lingui/react/macro';
import { STAGES_MAX } from '@visadesk/contract';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useShownMessage } from '../../../i18n/use-shown-message';
import { listMessage } from './editable-list';
import type { DocumentChoice } from './stage-documents-field';
import { StageRow } from './stage-row';
import type { StageList as StageListActions } from './use-stage-list';
import type { StagesForm } from './use-stages-form';

interface StageListProps {
  form: StagesForm;
  list: StageListActions;
  applications: Readonly<Record<string, number>>;
  documentChoices: readonly DocumentChoice[];
}

/** Every stage in order, one more added at the end; a stage is deleted from the form only once confirmed. */
export function StageList({ form, list, applications, documentChoices }: StageListProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const { control, register, getValues, formState: { errors } } = form;
  const [toDelete, setToDelete] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { fields, savedIds, moveButtonId, onMove, onNewName } = list;
  const confirmDelete = () => {
    if (toDelete !== null) list.remove(toDelete);
    setToDelete(null);
    setTimeout(() => addButton.current?.focus());
  };
  const deleting = toDelete === null ? '' : getValues(`stages.${toDelete}.name`).trim() || getValues(`stages.${toDelete}.id`);
  const listError = listMessage(errors.stages);
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Stages, in order</Trans>
      </legend>
      {fields.map((field, index) => {
        const id = getValues(`stages.${index}.id`);
        const saved = savedIds.has(id);
        return (
          <StageRow
            key={field.id}
            {...{ index, control, register, errors, saved, documentChoices, moveButtonId, onMove, onNewName }}
            count={fields.length}
            applications={saved ? (applications[id] ?? 0) : 0}
            onDelete={setToDelete}
          />
        );
      })}
      {listError && <div className="invalid-feedback d-block mb-2">{shown(listError)}</div>}
      <button ref={addButton} type="button" className="btn btn-outline-primary" disabled={fields.length >= STAGES_MAX} onClick={list.add}>
        <Trans>Add a stage</Trans>
      </button>
      <ConfirmDialog open={toDelete !== null} title={t`Delete the stage “${deleting}”?`} confirmLabel={t`Delete`} onCancel={() => setToDelete(null)} onConfirm={confirmDelete}>
        <p className="mb-0">{t`It leaves the list, and the countries' lists that name it. Nothing is deleted until you save the stages.`}</p>
      </ConfirmDialog>
    </fieldset>
  );
}
