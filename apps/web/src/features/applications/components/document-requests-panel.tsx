import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENT_REQUEST_MESSAGES, type ApplicationWithJourney, type DocumentRequest } from '@visadesk/contract';
import { useState } from 'react';
import { Alert, type Notice } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FailedToLoad } from '../../../components/ui/failed-to-load';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConfirmedDelete } from '../../../hooks/use-confirmed-delete';
import { inPageLanguage } from '../../../i18n/contract-texts';
import { serverErrorMessage } from '../../../lib/server-error-message';
import { useDocumentRequests, useRevokeDocumentRequestMutation } from '../api/document-requests';
import { AskForDocuments } from './ask-for-documents';
import { DocumentRequestList } from './document-request-list';
import { useUploadReview } from './use-upload-review';

const HEADING_ID = 'documents-by-link-heading';

/** Revoking an open link, after a confirmation; the outcome goes to the panel's notice. */
function useRevocation(applicationId: string, setNotice: (notice: Notice | null) => void) {
  const { t } = useLingui();
  const [revoke] = useRevokeDocumentRequestMutation();
  const { askToDelete, dialog } = useConfirmedDelete<Pick<DocumentRequest, '_id'>>({
    remove: async ({ _id }) => (await revoke({ id: applicationId, requestId: _id }).unwrap()).message || DOCUMENT_REQUEST_MESSAGES.requestRevoked,
    failureMessage: serverErrorMessage,
    setNotice,
  });
  const confirmation = (
    <ConfirmDialog title={t`Revoke the link`} confirmLabel={t`Revoke`} {...dialog}>
      <p>{t`Revoke this link? It stops working at once; files already received stay for review.`}</p>
    </ConfirmDialog>
  );
  return { ask: askToDelete, confirmation };
}

/**
 * "Documents by link" (ADR 050): asking the applicant for documents by a link they open on their
 * phone, the requests made, and the review of each file that arrives. The heading counts the files
 * waiting for review.
 */
export function DocumentRequestsPanel({ application }: { application: ApplicationWithJourney }) {
  const { i18n, t } = useLingui();
  const id = application._id;
  const requests = useDocumentRequests(id);
  // One notice for the panel: the latest review or revocation.
  const [notice, setNotice] = useState<Notice | null>(null);
  const review = useUploadReview(id, setNotice);
  const revocation = useRevocation(id, setNotice);
  const toReview = requests.data?.toReview ?? 0;
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby={HEADING_ID}>
      <div className="card-body">
        {/* The count inside the heading: a screen reader hears it with the section's name. */}
        <h2 id={HEADING_ID} className="h5 mb-3">
          <Trans>Documents by link</Trans>{' '}
          {toReview > 0 && <span className="badge rounded-pill text-bg-warning ms-2 align-middle">{t`${toReview} to review`}</span>}
        </h2>
        <AskForDocuments application={application} />
        <h3 className="h6 mt-4">
          <Trans>Requests</Trans>
        </h3>
        {notice && <Alert tone={notice.tone}>{inPageLanguage(i18n, notice.text)}</Alert>}
        {requests.error !== undefined && <FailedToLoad message={serverErrorMessage(requests.error)} onRetry={requests.retry} />}
        {requests.data ? (
          <DocumentRequestList requests={requests.data.requests} actions={{ accept: review.accept, refuse: review.refuse, accepting: review.accepting, revoke: revocation.ask }} />
        ) : (
          requests.loading && <PageLoader />
        )}
      </div>
      {review.dialogs}
      {revocation.confirmation}
    </section>
  );
}
