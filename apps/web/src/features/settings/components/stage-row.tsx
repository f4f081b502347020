import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { expectedDocuments, stageDocumentChoices } from './stage-documents-field';
import { StageFields, type StageFieldsProps } from './stage-fields';
import type { StageValues } from './stages-form';

export type Direction = 'up' | 'down';

export interface StageRowProps extends Omit<StageFieldsProps, 'id' | 'name' | 'visible'> {
  count: number;
  /** How many applications are in it now: a stage with any cannot be deleted. */
  applications: number;
  /** The id of the row's move button, so the focus can follow a moved stage. */
  moveButtonId: (index: number, direction: Direction) => string;
  onMove: (index: number, direction: Direction) => void;
  onDelete: (index: number) => void;
}

/** The stage at a glance, while its fields are folded: its days, who sees it, what it expects. */
function StageFacts({ stage, documents }: { stage: StageValues; documents: string[] }) {
  const { t } = useLingui();
  const facts = [
    stage.days > 0 ? t({ message: plural(stage.days, { one: '# day', other: '# days' }) }) : t`No due date`,
    stage.visible ? (stage.email ? t`applicant sees it and is emailed` : t`applicant sees it`) : t`staff only`,
    ...(stage.archived ? [t`archived`] : []),
    ...(stage.inDefault ? [] : [t`only in countries' lists`]),
    documents.length ? t`expects ${documents.join(', ')}` : t`expects no document`,
  ];
  return <p className="form-text my-1">{facts.join(' · ')}</p>;
}

/** Move up, move down, delete: not while applications are in the stage, and then the reason is said beside it. */
function StageButtons({ index, count, applications, moveButtonId, onMove, onDelete }: Pick<StageRowProps, 'index' | 'count' | 'applications' | 'moveButtonId' | 'onMove' | 'onDelete'>) {
  const { t } = useLingui();
  const inUseId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
      <button type="button" id={moveButtonId(index, 'up')} className="btn btn-outline-secondary btn-sm" disabled={index === 0} onClick={() => onMove(index, 'up')}>
        <Trans>Move up</Trans>
      </button>
      <button type="button" id={moveButtonId(index, 'down')} className="btn btn-outline-secondary btn-sm" disabled={index === count - 1} onClick={() => onMove(index, 'down')}>
        <Trans>Move down</Trans>
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" disabled={applications > 0} aria-describedby={applications > 0 ? inUseId : undefined} onClick={() => onDelete(index)}>
        <Trans>Delete</Trans>
      </button>
      {applications > 0 && (
        <p id={inUseId} className="form-text my-0">
          {t({ message: plural(applications, { one: '# application is in this stage: archive it instead.', other: '# applications are in this stage: archive it instead.' }) })}
        </p>
      )}
    </div>
  );
}

/**
 * One stage of the journey: its name and what it is at a glance, its fields unfolded on demand (a
 * new stage's, or one the form or the server refused, unfold by themselves), and its buttons.
 */
export function StageRow({ count, applications, moveButtonId, onMove, onDelete, ...fields }: StageRowProps) {
  const { t } = useLingui();
  const { index, control, errors, saved, documentChoices } = fields;
  // Undefined for a moment while a deleted stage's row goes.
  const stage = useWatch({ control, name: `stages.${index}` }) as StageValues | undefined;
  const refused = errors.stages?.[index] !== undefined;
  const [open, setOpen] = useState(!saved);
  const [wasRefused, setWasRefused] = useState(refused);
  if (refused !== wasRefused) {
    setWasRefused(refused);
    if (refused) setOpen(true);
  }
  if (!stage) return null;
  const number = index + 1;
  const name = stage.name.trim() || t`New stage`;
  const documents = expectedDocuments(stageDocumentChoices(documentChoices, stage.documents ?? [], (value) => value), stage.documents ?? []);
  return (
    <fieldset className="border rounded p-2 p-md-3 mb-2">
      <legend className="h6 float-none w-auto px-1 mb-0">{t`Stage ${number}: ${name}`}</legend>
      <StageFacts stage={stage} documents={documents} />
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>{t`Edit stage ${number}`}</summary>
        {open && <StageFields {...fields} id={stage.id} name={stage.name} visible={stage.visible} />}
      </details>
      <StageButtons {...{ index, count, applications, moveButtonId, onMove, onDelete }} />
    </fieldset>
  );
}
