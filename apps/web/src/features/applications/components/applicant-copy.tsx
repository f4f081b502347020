import type { Application } from '@visadesk/contract';
import { STATUS_LABELS } from '../../../components/applicant/applicant-fields';
import { ApplicantParticulars } from '../../../components/applicant/applicant-particulars';
import { StatusExplanation } from '../../../components/applicant/status-explanation';

interface ApplicantCopyProps {
  application: Application;
}

/** The staff's applicant copy: status heading, then the particulars the applicant sees too. */
export function ApplicantCopy({ application }: ApplicantCopyProps) {
  return (
    <article className="applicant-copy card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h4 mb-3">{`Applicant Copy — ${STATUS_LABELS[application.isStatus]}`}</h2>
        <StatusExplanation status={application.isStatus} reason={application.statusReason} />
        <ApplicantParticulars application={application} />
      </div>
    </article>
  );
}
