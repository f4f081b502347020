import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_MESSAGES } from '@visadesk/contract';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { PageLoader } from '../../../components/ui/page-loader';
import { CopyLetterhead } from '../../../components/applicant/copy-letterhead';
import { useApplication } from '../api/get-application';
import { applicationViewPath } from '../application-paths';
import { ApplicantCopy } from './applicant-copy';
import { PrintDocuments } from './print-documents';
import '../../../styles/applications.css';
import '../../../styles/print.css';
import { inPageLanguage } from '../../../i18n/contract-texts';

interface ApplicationPrintViewProps {
  id: string;
}

/** The applicant copy and its documents laid out for paper; the print stylesheet hides the desk around it. */
export function ApplicationPrintView({ id }: ApplicationPrintViewProps) {
  const { i18n } = useLingui();
  const { data, error } = useApplication(id);
  if (!data) {
    if (error !== undefined) return <Alert tone="error">{inPageLanguage(i18n, APPLICATION_MESSAGES.loadError)}</Alert>;
    return <PageLoader />;
  }
  return (
    <div className="print-view">
      <div className="d-flex flex-wrap gap-2 mb-3 no-print">
        <Link className="btn btn-outline-secondary" to={applicationViewPath(data._id)}>
          <Trans>Back to the applicant copy</Trans>
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Trans>Print</Trans>
        </button>
      </div>
      <CopyLetterhead />
      <ApplicantCopy application={data} />
      <PrintDocuments application={data} />
    </div>
  );
}
