import type { StagesAnswer } from '@visadesk/contract';
import { useId } from 'react';
import { useFieldArray } from 'react-hook-form';
import { formValuesOf, newStage, stageIdFrom } from './stages-form';
import type { Direction } from './stage-row';
import type { StagesForm } from './use-stages-form';

/**
 * What the buttons of the stages' list do: add, move (the focus following the stage moved), delete,
 * and a new stage's id following its name, the countries' lists following a changed or deleted id.
 */
export function useStageList(form: StagesForm, saved: StagesAnswer) {
  const { control, getValues, setValue } = form;
  const { fields, append, move, remove, replace } = useFieldArray({ control, name: 'stages' });
  const moveId = useId();
  const savedIds = new Set(saved.stages.map((stage) => stage.id));
  const takenIds = (except: number) => new Set([...savedIds, ...getValues('stages').filter((_, at) => at !== except).map((stage) => stage.id)]);

  /** `to` undefined: the stage leaves the lists. */
  const renameInLists = (from: string, to?: string) =>
    getValues('countries').forEach(({ stages }, at) => {
      if (stages.includes(from)) setValue(`countries.${at}.stages`, stages.flatMap((id) => (id !== from ? [id] : to ? [to] : [])));
    });
  const moveButtonId = (index: number, direction: Direction) => `${moveId}-${index}-${direction}`;

  return {
    fields,
    savedIds,
    moveButtonId,
    add: () => append(newStage(stageIdFrom('', takenIds(-1))), { focusName: `stages.${fields.length}.name` }),
    onNewName: (index: number, name: string) => {
      const from = getValues(`stages.${index}.id`);
      const to = stageIdFrom(name, takenIds(index));
      if (to === from) return;
      setValue(`stages.${index}.id`, to);
      renameInLists(from, to);
    },
    onMove: (from: number, direction: Direction) => {
      const to = direction === 'up' ? from - 1 : from + 1;
      move(from, to);
      setTimeout(() => {
        const same = document.getElementById(moveButtonId(to, direction)) as HTMLButtonElement | null;
        (same && !same.disabled ? same : document.getElementById(moveButtonId(to, direction === 'up' ? 'down' : 'up')))?.focus();
      });
    },
    remove: (index: number) => {
      renameInLists(getValues(`stages.${index}.id`));
      remove(index);
    },
    /** Puts saved stages deleted since back where they were, as saved: the way back from a refused save. */
    putBack: (ids: readonly string[]) => {
      const stages = getValues('stages');
      const kept = new Set(stages.map((stage) => stage.id));
      formValuesOf(saved).stages.forEach((stage, at) => {
        if (ids.includes(stage.id) && !kept.has(stage.id)) stages.splice(Math.min(at, stages.length), 0, stage);
      });
      replace(stages);
    },
  };
}

export type StageList = ReturnType<typeof useStageList>;
