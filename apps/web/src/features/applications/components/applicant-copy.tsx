import { useLingui } from '@lingui/react/macro';
import type { ApplicationWithJourney } from '@visadesk/contract';
import { languageName } from '../../../components/applicant/applicant-fields';
import { ApplicantParticulars } from '../../../components/applicant/applicant-particulars';
import { CopyProof } from '../../../components/applicant/copy-proof';
import { JourneyTimeline } from '../../../components/applicant/journey-timeline';
import { STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { StatusExplanation } from '../../../components/applicant/status-explanation';
import { fieldLabel } from '../../../i18n/contract-texts';

interface ApplicantCopyProps {
  /** The staff's record carries no signed statement today; a copy that has one shows its QR code. */
  application: ApplicationWithJourney & { proof?: string };
}

/**
 * The staff's applicant copy: status heading, then the particulars and the journey's timeline the
 * applicant sees too, and the language the applicant's email and WhatsApp text are written in (the
 * desk's to see, not printed).
 */
export function ApplicantCopy({ application }: ApplicantCopyProps) {
  const { i18n, t } = useLingui();
  const status = i18n._(STATUS_WORDS[application.isStatus]);
  return (
    <article className="applicant-copy card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h4 mb-3">{t`Applicant Copy — ${status}`}</h2>
        <StatusExplanation status={application.isStatus} reason={application.statusReason} />
        {application.proof && <CopyProof proof={application.proof} />}
        <ApplicantParticulars application={application} />
        <JourneyTimeline steps={application.journey.timeline} />
        <dl className="fact-list mt-3 mb-0 no-print" aria-label={t`Messages to the applicant`}>
          <div className="fact">
            <dt className="fw-normal text-body-secondary">{fieldLabel(i18n, 'language')}</dt>
            <dd lang={application.language}>{languageName(application.language)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
