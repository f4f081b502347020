import { useLingui } from '@lingui/react/macro';
import { ContactLinks } from '../../../components/layouts/contact-links';

/**
 * Said under the spec's "not found" message: what to check, and whom to ask, with the agency's
 * phone and email from Settings (whatever of them is filled in).
 */
export function NotFoundHelp() {
  const { t } = useLingui();
  return (
    <div className="mb-3">
      <p className="mb-1">
        {t`Please check that the passport number is exactly as printed on the photo page of your passport, and that the date of birth is right.`}
      </p>
      <ContactLinks lead={t`Still not found? Contact us:`} />
    </div>
  );
}
