import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_MESSAGES } from '@visadesk/contract';
import { useApplicationMessages } from '../api/application-messages';
import { inPageLanguage } from '../../../i18n/contract-texts';

/**
 * "Send on WhatsApp": opens a chat with the applicant's phone in international form, the
 * current status's message already typed, for staff to send from their own WhatsApp. Nothing is sent
 * from here; when the phone makes no international number the desk says what to fix.
 */
export function WhatsAppHandOff({ applicationId }: { applicationId: string }) {
  const { i18n } = useLingui();
  const whatsApp = useApplicationMessages(applicationId).data?.whatsApp;
  if (whatsApp === undefined) return null;
  const number = whatsApp?.number;
  return (
    <section className="card shadow-sm mb-4 no-print" aria-labelledby="whatsapp-heading">
      <div className="card-body">
        <h2 id="whatsapp-heading" className="h5 mb-3">
          <Trans>WhatsApp</Trans>
        </h2>
        {whatsApp ? (
          <div className="d-flex flex-wrap gap-3 align-items-center">
            <a className="btn btn-success" href={whatsApp.url} target="_blank" rel="noopener noreferrer">
              <Trans>Send on WhatsApp</Trans>
            </a>
            <p className="small text-body-secondary mb-0">
              <Trans>To {number}, with the message for the application's current status, ready for you to send.</Trans>
            </p>
          </div>
        ) : (
          <p className="text-body-secondary mb-0">{inPageLanguage(i18n, MAIL_MESSAGES.noWhatsApp)}</p>
        )}
      </div>
    </section>
  );
}
