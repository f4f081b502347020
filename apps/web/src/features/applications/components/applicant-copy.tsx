import type { Application } from '@visadesk/contract';
import { FIELD_LABELS, languageName, STATUS_LABELS } from '../../../components/applicant/applicant-fields';
import { ApplicantParticulars } from '../../../components/applicant/applicant-particulars';
import { StatusExplanation } from '../../../components/applicant/status-explanation';

interface ApplicantCopyProps {
  application: Application;
}

/**
 * The staff's applicant copy: status heading, then the particulars the applicant sees too, and the
 * language the applicant's email and WhatsApp text are written in (the desk's to see, not printed).
 */
export function ApplicantCopy({ application }: ApplicantCopyProps) {
  return (
    <article className="applicant-copy card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h4 mb-3">{`Applicant Copy — ${STATUS_LABELS[application.isStatus]}`}</h2>
        <StatusExplanation status={application.isStatus} reason={application.statusReason} />
        <ApplicantParticulars application={application} />
        <dl className="fact-list mb-0 no-print" aria-label="Messages to the applicant">
          <div className="fact">
            <dt className="fw-normal text-body-secondary">{FIELD_LABELS.language}</dt>
            <dd lang={application.language}>{languageName(application.language)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
