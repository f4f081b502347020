import { usePublicSettings } from '../../../components/layouts/public-settings';

export const NOT_FOUND_HELP = {
  check: 'Please check that the passport number is exactly as printed on the photo page of your passport, and that the date of birth is right.',
  contact: 'Still not found? Contact us:',
} as const;

/**
 * Said under the spec's "not found" message: what to check, and whom to ask, with the agency's
 * phone and email from Settings (whatever of them is filled in).
 */
export function NotFoundHelp() {
  const { phone, email } = usePublicSettings();
  return (
    <div className="mb-3" id="enquiry-not-found-help">
      <p className="mb-1">{NOT_FOUND_HELP.check}</p>
      {(phone || email) && (
        <p className="mb-0">
          {NOT_FOUND_HELP.contact}{' '}
          {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
          {phone && email && ' · '}
          {email && <a href={`mailto:${email}`}>{email}</a>}
        </p>
      )}
    </div>
  );
}
