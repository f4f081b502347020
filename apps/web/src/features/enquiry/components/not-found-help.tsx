import { ContactLinks } from '../../../components/layouts/contact-links';

/**
 * Said under the spec's "not found" message: what to check, and whom to ask, with the agency's
 * phone and email from Settings (whatever of them is filled in). Its words come with the form's.
 */
export function NotFoundHelp({ check, contact }: { check: string; contact: string }) {
  return (
    <div className="mb-3">
      <p className="mb-1">{check}</p>
      <ContactLinks lead={contact} />
    </div>
  );
}
