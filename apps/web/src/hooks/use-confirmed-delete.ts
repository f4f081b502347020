import { COMMON_MESSAGES } from '@visadesk/contract';
import { useState } from 'react';
import type { Notice } from '../components/ui/alert';

/** The spec's client-side check before a delete: a 24-character string (the server checks the rest). */
export function isDeletableId(id: unknown): id is string {
  return typeof id === 'string' && id.length === 24;
}

interface ConfirmedDeleteOptions<Item> {
  /** Deletes the item; resolves with the confirmation to show, throws when the delete failed. */
  remove: (item: Item) => Promise<string>;
  failureMessage: (error: unknown) => string;
  /** Where the list shows its message. */
  setNotice: (notice: Notice | null) => void;
}

/**
 * The lists' one way of deleting: a malformed id is refused at once, anything else is asked about
 * in a ConfirmDialog, deleted, and the outcome said in the list's message.
 */
export function useConfirmedDelete<Item extends { _id: string }>({ remove, failureMessage, setNotice }: ConfirmedDeleteOptions<Item>) {
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);

  const askToDelete = (item: Item) => {
    setNotice(null);
    if (!isDeletableId(item._id)) setNotice({ tone: 'error', text: COMMON_MESSAGES.invalidId });
    else setToDelete(item);
  };

  const confirm = async (item: Item) => {
    setDeleting(true);
    try {
      setNotice({ tone: 'success', text: await remove(item) });
    } catch (error) {
      setNotice({ tone: 'error', text: failureMessage(error) });
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return {
    toDelete,
    askToDelete,
    /** The ConfirmDialog's state and answers. */
    dialog: {
      open: toDelete !== null,
      pending: deleting,
      onConfirm: () => void (toDelete && confirm(toDelete)),
      onCancel: () => setToDelete(null),
    },
  };
}
