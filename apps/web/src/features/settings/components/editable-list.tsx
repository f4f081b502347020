import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useShownMessage } from '../../../i18n/use-shown-message';

export interface EditableListProps {
  count: number;
  max: number;
  /** Each entry's fieldset: its legend and fields, keyed by react-hook-form's id of the entry. */
  entries: { key: string; legend: string; fields: ReactNode }[];
  addLabel: string;
  removeLabel: string;
  /** Under the add button: how many the page shows, or that the list is full. */
  limitNote: string;
  fullNote: string;
  emptyNote: string;
  listError: string | undefined;
  confirmTitle: string;
  confirmText: (index: number) => string;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A list's own message (too many), as react-hook-form keeps it. */
export function listMessage(errors: { message?: string; root?: { message?: string } } | undefined): string | undefined {
  return errors?.message ?? errors?.root?.message;
}

type Direction = 'up' | 'down';

interface EntryButtonsProps {
  index: number;
  count: number;
  buttonId: (index: number, direction: Direction) => string;
  removeLabel: string;
  onMove: (index: number, direction: Direction) => void;
  onRemove: () => void;
}

function EntryButtons({ index, count, buttonId, removeLabel, onMove, onRemove }: EntryButtonsProps) {
  const { t } = useLingui();
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" id={buttonId(index, 'up')} className="btn btn-outline-secondary btn-sm" disabled={index === 0} onClick={() => onMove(index, 'up')}>
        {t`Move up`}
      </button>
      <button type="button" id={buttonId(index, 'down')} className="btn btn-outline-secondary btn-sm" disabled={index === count - 1} onClick={() => onMove(index, 'down')}>
        {t`Move down`}
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
        {removeLabel}
      </button>
    </div>
  );
}

/** Moves an entry, and keeps the focus on the button that moved it (the other one at an end of the list). */
function useMove(onMove: EditableListProps['onMove']) {
  const id = useId();
  const buttonId = (index: number, direction: Direction) => `${id}-${index}-${direction}`;
  const move = (from: number, direction: Direction) => {
    const to = direction === 'up' ? from - 1 : from + 1;
    onMove(from, to);
    setTimeout(() => {
      const same = document.getElementById(buttonId(to, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(buttonId(to, direction === 'up' ? 'down' : 'up')) as HTMLButtonElement | null;
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  return { buttonId, move };
}

function RemoveDialog({ toRemove, title, text, onCancel, onConfirm }: { toRemove: number | null; title: string; text: (index: number) => string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog open={toRemove !== null} title={title} confirmLabel={t`Remove`} onCancel={onCancel} onConfirm={onConfirm}>
      <p className="mb-0">{toRemove !== null && text(toRemove)}</p>
    </ConfirmDialog>
  );
}

/**
 * A list the owner builds: entries in the order the home page shows them, each moved up or down
 * and removed after a confirmation, and one more added until the page's room is full. The focus
 * follows the entry moved, and goes to the add button once one is removed.
 */
export function EditableList({ count, max, entries, addLabel, removeLabel, limitNote, fullNote, emptyNote, listError, confirmTitle, confirmText, onAdd, onMove, onRemove }: EditableListProps) {
  const shown = useShownMessage();
  const limitId = useId();
  const { buttonId, move } = useMove(onMove);
  const [toRemove, setToRemove] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const full = count >= max;
  const confirm = () => {
    if (toRemove !== null) onRemove(toRemove);
    setToRemove(null);
    setTimeout(() => addButton.current?.focus());
  };
  return (
    <>
      {count === 0 && <p>{emptyNote}</p>}
      {entries.map(({ key, legend, fields }, index) => (
        <fieldset key={key} className="border rounded p-2 p-md-3 mb-3">
          <legend className="h6 float-none w-auto px-1 mb-2">{legend}</legend>
          {fields}
          <EntryButtons index={index} count={count} buttonId={buttonId} removeLabel={removeLabel} onMove={move} onRemove={() => setToRemove(index)} />
        </fieldset>
      ))}
      {listError && <div className="invalid-feedback d-block mb-2">{shown(listError)}</div>}
      <button ref={addButton} type="button" className="btn btn-outline-primary" disabled={full} aria-describedby={limitId} onClick={onAdd}>
        {addLabel}
      </button>
      <p id={limitId} className="form-text">
        {full ? fullNote : limitNote}
      </p>
      <RemoveDialog toRemove={toRemove} title={confirmTitle} text={confirmText} onCancel={() => setToRemove(null)} onConfirm={confirm} />
    </>
  );
}
