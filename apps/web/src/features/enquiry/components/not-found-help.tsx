import { ContactLinks } from '../../../components/layouts/contact-links';

export const NOT_FOUND_HELP = {
  check: 'Please check that the passport number is exactly as printed on the photo page of your passport, and that the date of birth is right.',
  contact: 'Still not found? Contact us:',
} as const;

/**
 * Said under the spec's "not found" message: what to check, and whom to ask, with the agency's
 * phone and email from Settings (whatever of them is filled in).
 */
export function NotFoundHelp() {
  return (
    <div className="mb-3">
      <p className="mb-1">{NOT_FOUND_HELP.check}</p>
      <ContactLinks lead={NOT_FOUND_HELP.contact} />
    </div>
  );
}
