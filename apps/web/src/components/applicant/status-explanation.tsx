import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ApplicationStatus } from '@visadesk/contract';
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
  const next = usePublicSettings().nextSteps[status];
  const { _ } = useLingui();
  return (
    <div className="applicant-status-note mb-4">
      {reason && (
        <p className="mb-1">
          <strong>{_(STATUS_EXPLANATION.reason)}</strong> <Isolated>{reason}</Isolated>
        </p>
      )}
      {next && (
        <p className="mb-1">
          <strong>{_(STATUS_EXPLANATION.next)}</strong> <Isolated>{next}</Isolated>
        </p>
      )}
      <ContactLinks lead={_(STATUS_EXPLANATION.contact)} />
    </div>
  );
}
