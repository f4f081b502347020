import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { textIn, type ApplicationStatus, type Language } from '@visadesk/contract';
import { ownWords } from '../../lib/own-words';
import { ContactLinks } from '../layouts/contact-links';
import { Isolated } from '../ui/isolated';
import { usePublicSettings } from '../layouts/public-settings';

export const STATUS_EXPLANATION = {
  reason: msg`Reason:`,
  next: msg`What happens next:`,
  contact: msg`Contact us:`,
};

/**
 * Under the status on every applicant copy (the applicant's, the staff's and their print views):
 * why staff set it, if they said, and what to do next, as written in Settings, with the agency's
 * phone and email.
 */
export function StatusExplanation({ status, reason }: { status: ApplicationStatus; reason: string }) {
  const { _, i18n } = useLingui();
  const next = textIn(usePublicSettings().nextSteps[status], i18n.locale as Language);
  return (
    <div className="applicant-status-note mb-4">
      {reason && (
        <p className="mb-1">
          <strong>{_(STATUS_EXPLANATION.reason)}</strong> <Isolated>{reason}</Isolated>
        </p>
      )}
      {next.text && (
        <p className="mb-1">
          <strong>{_(STATUS_EXPLANATION.next)}</strong> <span {...ownWords(next)}>{next.text}</span>
        </p>
      )}
      <ContactLinks lead={_(STATUS_EXPLANATION.contact)} />
    </div>
  );
}
