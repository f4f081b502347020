import { useLingui } from '@lingui/react/macro';
import type { ApplicantCopy, ApplicationStatus } from '@visadesk/contract';
import { useId } from 'react';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { ApplicantParticulars } from '../../../components/applicant/applicant-particulars';
import { JourneyTimeline } from '../../../components/applicant/journey-timeline';
import { ApplicantPaymentsSection } from '../../../components/applicant/applicant-payments';
import { StatusExplanation } from '../../../components/applicant/status-explanation';
import { CopyProof } from '../../../components/applicant/copy-proof';
import { ApplicantDocuments } from './applicant-documents';

/** Written out in full so the CSS build sees each class in use. */
const STATUS_CLASS: Record<ApplicationStatus, string> = {
  pending: 'applicant-status-pending',
  approved: 'applicant-status-approved',
  rejected: 'applicant-status-rejected',
};

/**
 * One applicant's copy: status heading, the QR code of its signed statement, photo, name banner,
 * sections A to D, the journey and the documents.
 */
export function ApplicantCopySheet({ application }: { application: ApplicantCopy }) {
  const { i18n, t } = useLingui();
  const words = STATUS_WORDS[application.isStatus];
  const status = words ? i18n._(words) : application.isStatus;
  const headingId = useId();
  return (
    <article className="applicant-copy card shadow-sm mb-4" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className={`h4 mb-3 ${STATUS_CLASS[application.isStatus] ?? ''}`}>
          {t`Application Status: ${status}`}
        </h2>
        <StatusExplanation status={application.isStatus} reason={application.statusReason} />
        {application.proof && <CopyProof proof={application.proof} />}
        <ApplicantParticulars application={application} />
        <JourneyTimeline steps={application.journey} />
        <ApplicantPaymentsSection payments={application.payments} />
        <ApplicantDocuments application={application} />
      </div>
    </article>
  );
}
