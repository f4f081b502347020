import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES, PAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { CopyLetterhead } from '../../../components/applicant/copy-letterhead';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { useApplication } from '../api/get-application';
import { useApplicationHistory } from '../api/get-application-history';
import { applicationPrintPath, type ApplicationRouteState } from '../application-paths';
import { ApplicantCopy } from './applicant-copy';
import { ApplicationHistory } from './application-history';
import { ApplicationMessages } from './application-messages';
import { DocumentRequestsPanel } from './document-requests-panel';
import { DocumentUploads } from './document-uploads';
import { ExtraDocuments } from './extra-documents';
import { JourneyPanel } from './journey-panel';
import { LedgerPanel } from './ledger-panel';
import { StatusActions } from './status-actions';
import { WhatsAppHandOff } from './whatsapp-hand-off';
import '../../../styles/applications.css';
import '../../../styles/print.css';
import { inPageLanguage } from '../../../i18n/contract-texts';

interface ApplicantCopyScreenProps {
  id: string;
}

/** The staff's applicant copy: status buttons, the journey, particulars, document uploads, extra documents, documents asked by link, history and email. */
export function ApplicantCopyScreen({ id }: ApplicantCopyScreenProps) {
  const { i18n } = useLingui();
  const loadError = inPageLanguage(i18n, APPLICATION_MESSAGES.loadError);
  const application = useApplication(id);
  const history = useApplicationHistory(id);
  const data = application.data;
  if (!data) {
    if (application.error !== undefined) return <Alert tone="error">{loadError}</Alert>;
    return <PageLoader />;
  }
  const editState: ApplicationRouteState = { id: data._id };
  return (
    <div aria-busy={application.loading}>
      {application.error !== undefined && <Alert tone="error">{loadError}</Alert>}
      <div className="d-flex flex-wrap gap-2 mb-3 no-print">
        <Link className="btn btn-outline-secondary" to={PAGES.application}>
          <Trans>Back to the list</Trans>
        </Link>
        <Link className="btn btn-outline-primary" to={PAGES.editApplication} state={editState}>
          <Trans>Edit</Trans>
        </Link>
        <Link className="btn btn-outline-primary" to={applicationPrintPath(data._id)}>
          <Trans>Print view</Trans>
        </Link>
      </div>
      <CopyLetterhead />
      <StatusActions application={data} />
      <JourneyPanel application={data} />
      <ApplicantCopy application={data} />
      <DocumentUploads application={data} />
      <ExtraDocuments application={data} />
      <DocumentRequestsPanel application={data} />
      <LedgerPanel application={data} />
      <section className="card shadow-sm mb-4 no-print" aria-labelledby="history-heading">
        <div className="card-body">
          <h2 id="history-heading" className="h5 mb-3">
            <Trans>History</Trans>
          </h2>
          {history.error !== undefined && <Alert tone="error">{loadError}</Alert>}
          {history.data ? <ApplicationHistory entries={history.data} /> : history.loading && <PageLoader />}
        </div>
      </section>
      <WhatsAppHandOff applicationId={data._id} />
      <ApplicationMessages applicationId={data._id} hasAddress={data.email !== ''} />
    </div>
  );
}
