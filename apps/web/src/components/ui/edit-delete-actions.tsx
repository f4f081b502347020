import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

interface EditDeleteActionsProps {
  /** Says which row the buttons act on, for screen readers: `Edit: <name>`, `Delete: <name>`. */
  name: string;
  editTo: string;
  /** The row, handed to the edit page so it need not load it again. */
  editState: unknown;
  onDelete: () => void;
}

/** A table row's Edit link and Delete button (the delete asks for confirmation where it is handled). */
export function EditDeleteActions({ name, editTo, editState, onDelete }: EditDeleteActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <Link className="btn btn-sm btn-outline-primary me-2" aria-label={t`Edit: ${name}`} to={editTo} state={editState}>
        <Trans>Edit</Trans>
      </Link>
      <button type="button" className="btn btn-sm btn-outline-danger" aria-label={t`Delete: ${name}`} onClick={onDelete}>
        <Trans>Delete</Trans>
      </button>
    </>
  );
}
