import type { ExtraDocument } from '@visadesk/contract';
import type { Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteDocumentErrorMessage } from '../api/delete-document';
import { useDeleteExtraDocumentMutation } from '../api/extra-documents';

/** Deleting one extra document, after a confirmation naming it; the outcome goes to the section's notice. */
export function useExtraDocumentDeletion(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const [deleteExtraDocument] = useDeleteExtraDocumentMutation();
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<Pick<ExtraDocument, '_id' | 'label'>>({
    remove: async ({ _id, label }) => {
      await deleteExtraDocument({ id: applicationId, documentId: _id }).unwrap();
      return SUCCESS_MESSAGES.documentDeleted(label);
    },
    failureMessage: deleteDocumentErrorMessage,
    setNotice,
  });
  const confirmation = (
    <ConfirmDialog title="Delete extra document" confirmLabel="Delete" {...dialog}>
      {toDelete && <p>{`Delete ${toDelete.label}? The file is removed for good.`}</p>}
    </ConfirmDialog>
  );
  return { ask: askToDelete, confirmation };
}
