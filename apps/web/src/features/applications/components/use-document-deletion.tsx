import type { DocumentSlotKey } from '@visadesk/contract';
import { useState } from 'react';
import type { Notice } from '../../../components/ui/alert';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SUCCESS_MESSAGES } from '../../../config/success-messages';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { deleteDocumentErrorMessage, useDeleteDocumentMutation } from '../api/delete-document';

interface StoredDocument {
  /** The application's id. */
  _id: string;
  slot: DocumentSlotKey;
  label: string;
}

/** Deleting one stored document (a wrong upload), after a confirmation naming it. */
export function useDocumentDeletion(applicationId: string) {
  const { i18n, t } = useLingui();
  const [deleteDocument] = useDeleteDocumentMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { toDelete, askToDelete, dialog } = useConfirmedDelete<StoredDocument>({
    remove: async ({ _id, slot, label }) => {
      await deleteDocument({ id: _id, slot }).unwrap();
      return i18n._(SUCCESS_MESSAGES.documentDeleted(label));
    },
    failureMessage: deleteDocumentErrorMessage,
    setNotice,
  });
  const label = toDelete?.label ?? '';
  const confirmation = (
    <ConfirmDialog title={t`Delete document`} confirmLabel={t`Delete`} {...dialog}>
      {toDelete && <p>{t`Delete ${label}? The file is removed for good.`}</p>}
    </ConfirmDialog>
  );
  const ask = (slot: DocumentSlotKey, label: string) => askToDelete({ _id: applicationId, slot, label });
  return { notice, clearNotice: () => setNotice(null), ask, confirmation };
}
