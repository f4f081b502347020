import { Ltr } from '../ui/isolated';
import { usePublicSettings } from './public-settings';

/** The agency's phone as a link a phone can dial (digits and a leading +, as written otherwise), left to right on every page. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Ltr>
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </Ltr>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <Ltr>
      <a href={`mailto:${email}`}>{email}</a>
    </Ltr>
  );
}

/** The agency's phone and email from Settings, as links, whichever are filled in; nothing if neither. */
export function ContactLinks({ lead }: { lead: string }) {
  const { phone, email } = usePublicSettings();
  if (!phone && !email) return null;
  return (
    <p className="mb-0">
      {lead} {phone && <PhoneLink phone={phone} />}
      {phone && email && ' · '}
      {email && <EmailLink email={email} />}
    </p>
  );
}
