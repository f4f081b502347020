import { usePublicSettings } from './public-settings';

/** The agency's phone and email from Settings, as links, whichever are filled in; nothing if neither. */
export function ContactLinks({ lead }: { lead: string }) {
  const { phone, email } = usePublicSettings();
  if (!phone && !email) return null;
  return (
    <p className="mb-0">
      {lead}{' '}
      {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
      {phone && email && ' · '}
      {email && <a href={`mailto:${email}`}>{email}</a>}
    </p>
  );
}
