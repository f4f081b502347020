import type { ExtraDocument } from '@visadesk/contract';
import type { Notice } from '../../../components/ui/alert';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteDocumentErrorMessage } from '../api/delete-document';
import { useDeleteExtraDocumentMutation } from '../api/extra-documents';

/** Deleting one extra document, after a confirmation naming it; the outcome goes to the section's notice. */
export function useExtraDocumentDeletion(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const { i18n, t } = useLingui();
  const [deleteExtraDocument] = useDeleteExtraDocumentMutation();
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<Pick<ExtraDocument, '_id' | 'label'>>({
    remove: async ({ _id, label }) => {
      await deleteExtraDocument({ id: applicationId, documentId: _id }).unwrap();
      return i18n._(SUCCESS_MESSAGES.documentDeleted(label));
    },
    failureMessage: deleteDocumentErrorMessage,
    setNotice,
  });
  const label = toDelete?.label ?? '';
  const confirmation = (
    <ConfirmDialog title={t`Delete extra document`} confirmLabel={t`Delete`} {...dialog}>
      {toDelete && <p>{t`Delete ${label}? The file is removed for good.`}</p>}
    </ConfirmDialog>
  );
  return { ask: askToDelete, confirmation };
}
