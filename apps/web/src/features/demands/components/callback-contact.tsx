import { Trans, useLingui } from '@lingui/react/macro';
import { internationalPhone } from '@visadesk/contract';
import { Ltr } from '../../../components/ui/isolated';

/**
 * WhatsApp's address for a number the worker typed with its own `+` code. A number without one is
 * of the agency's country, which the desk does not know: guessing its code could open a stranger's chat.
 */
const whatsAppUrl = (phone: string): string | null => {
  const found = phone.startsWith('+') ? internationalPhone(phone, '') : null;
  return found ? `https://wa.me/${found.e164.replace(/^\+/, '')}` : null;
};

/** The worker's phone: a call on a phone, and WhatsApp when the number says its country. */
export function CallbackContact({ name, phone }: { name: string; phone: string }) {
  const { t } = useLingui();
  const whatsApp = whatsAppUrl(phone);
  return (
    <span className="d-inline-flex flex-wrap gap-2 align-items-center">
      <a href={`tel:${phone}`} aria-label={t`Call ${name} on ${phone}`}><Ltr>{phone}</Ltr></a>
      {whatsApp && (
        <a className="btn btn-sm btn-outline-success" href={whatsApp} target="_blank" rel="noopener noreferrer" aria-label={t`WhatsApp ${name}`}>
          <Trans>WhatsApp</Trans>
        </a>
      )}
    </span>
  );
}
