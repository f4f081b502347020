import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { StagesFormValues, StageValues } from './stages-form';

type Direction = 'up' | 'down';

interface CountryStageListProps {
  control: Control<StagesFormValues>;
  index: number;
  /** Every stage of the form, in its order. */
  stages: readonly StageValues[];
  error: string | undefined;
  onRemove: (index: number) => void;
}

interface ListedStageProps {
  name: string;
  at: number;
  count: number;
  buttonId: (direction: Direction) => string;
  onUntick: () => void;
  onMove: (at: number, direction: Direction) => void;
}

/** A stage of the list, ticked, with its buttons named after it (every row has a pair). */
function ListedStage({ name, at, count, buttonId, onUntick, onMove }: ListedStageProps) {
  const { t } = useLingui();
  return (
    <li className="mb-1">
      <div className="d-flex flex-wrap align-items-center column-gap-2">
        <div className="me-auto">
          <CheckboxField label={name} checked onChange={onUntick} />
        </div>
        <div className="d-flex gap-2 mb-2">
          <button type="button" id={buttonId('up')} className="btn btn-outline-secondary btn-sm" aria-label={t`Move up: ${name}`} disabled={at === 0} onClick={() => onMove(at, 'up')}>
            {t`Move up`}
          </button>
          <button type="button" id={buttonId('down')} className="btn btn-outline-secondary btn-sm" aria-label={t`Move down: ${name}`} disabled={at === count - 1} onClick={() => onMove(at, 'down')}>
            {t`Move down`}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The list's order after a move, and the focus kept on the stage moved (the other button at an end of the list). */
function useListMove(ids: readonly string[], onChange: (ids: string[]) => void) {
  const baseId = useId();
  const buttonId = (id: string, direction: Direction) => `${baseId}-${id}-${direction}`;
  const move = (at: number, direction: Direction) => {
    const order = [...ids];
    const [moved] = order.splice(at, 1);
    if (moved === undefined) return;
    order.splice(direction === 'up' ? at - 1 : at + 1, 0, moved);
    onChange(order);
    setTimeout(() => {
      const same = document.getElementById(buttonId(moved, direction)) as HTMLButtonElement | null;
      (same && !same.disabled ? same : document.getElementById(buttonId(moved, direction === 'up' ? 'down' : 'up')))?.focus();
    });
  };
  return { buttonId, move };
}

/**
 * The stages one destination's applications follow: the ticked ones first, in the list's order,
 * each moved up or down; the rest after, to be ticked (a ticked stage joins the end of the list).
 */
export function CountryStageList({ control, index, stages, error, onRemove }: CountryStageListProps) {
  const { t } = useLingui();
  const errorId = useId();
  const { field } = useController({ control, name: `countries.${index}.stages` });
  const country = useWatch({ control, name: `countries.${index}.country` });
  const listed = (field.value ?? []).flatMap((id) => stages.filter((stage) => stage.id === id));
  const ids = listed.map((stage) => stage.id);
  const others = stages.filter((stage) => !ids.includes(stage.id));
  const { buttonId, move } = useListMove(ids, field.onChange);
  const nameOf = (stage: StageValues) => {
    const name = stage.name.trim() || stage.id;
    return stage.archived ? t`${name} (archived)` : name;
  };
  return (
    <fieldset className="border rounded p-2 p-md-3 mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="h6 float-none w-auto px-1 mb-2">{t`Stages for ${country}`}</legend>
      <ol className="ps-3 mb-2">
        {listed.map((stage, at) => (
          <ListedStage
            key={stage.id}
            {...{ at, count: listed.length, onMove: move }}
            name={nameOf(stage)}
            buttonId={(direction) => buttonId(stage.id, direction)}
            onUntick={() => field.onChange(ids.filter((id) => id !== stage.id))}
          />
        ))}
      </ol>
      {others.length > 0 && <p className="form-text mt-0 mb-1">{t`Not in this list:`}</p>}
      <ul className="list-unstyled mb-2">
        {others.map((stage) => (
          <li key={stage.id}>
            <CheckboxField label={nameOf(stage)} checked={false} onChange={() => field.onChange([...ids, stage.id])} />
          </li>
        ))}
      </ul>
      {error && (
        <div id={errorId} className="invalid-feedback d-block mb-2">
          {error}
        </div>
      )}
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onRemove(index)}>
        {t`Remove the list for ${country}`}
      </button>
    </fieldset>
  );
}
