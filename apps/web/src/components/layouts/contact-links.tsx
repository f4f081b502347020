import { agencyPhones } from '@visadesk/contract';
import { Fragment } from 'react';
import { Ltr } from '../ui/isolated';
import { usePublicSettings } from './public-settings';

/**
 * The agency's phone numbers, each a link a phone can dial, shown as written in Settings with the
 * separators between them (`01-4435566/67, 9851012345`: three numbers, three links), each number
 * left to right on every page.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return agencyPhones(phone).map(({ before, shown, dial }, index) => (
    <Fragment key={index}>
      {before}
      <Ltr>
        <a href={`tel:${dial}`}>{shown}</a>
      </Ltr>
    </Fragment>
  ));
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
