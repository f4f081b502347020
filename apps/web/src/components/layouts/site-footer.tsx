import { PAGES } from '@visadesk/contract';
import { EmailLink, PhoneLink } from './contact-links';
import { copyrightYear } from './copyright-year';
import { fillIn } from '../../i18n/island-words';
import type { FooterWords } from './layout-words';
import { SiteLink } from './site-link';
import { SOCIAL_NETWORK_NAMES, SOCIAL_NETWORKS, usePublicSettings } from './public-settings';

/** The consultancy's name and address as written in Settings, and its phone and email as links. */
function FooterContacts({ words }: { words: FooterWords }) {
  const { consultancyName, phone, email, address } = usePublicSettings();
  return (
    <div className="col-md-6">
      <p className="fw-semibold mb-1" dir="auto">
        {consultancyName}
      </p>
      {address && (
        <p className="mb-1" dir="auto">
          {address}
        </p>
      )}
      {phone && (
        <p className="mb-1">
          {words.phone} <PhoneLink phone={phone} />
        </p>
      )}
      {email && (
        <p className="mb-1">
          {words.email} <EmailLink email={email} />
        </p>
      )}
    </div>
  );
}

/** The consultancy's name and whatever contact details the super admin has filled in. */
export function SiteFooter({ words }: { words: FooterWords }) {
  const { consultancyName, socialLinks } = usePublicSettings();
  const networks = SOCIAL_NETWORKS.filter((network) => socialLinks[network]);
  return (
    <footer className="site-footer py-4 mt-auto">
      <div className="container small">
        <div className="row gy-3">
          <FooterContacts words={words} />
          <nav className="col-md-6 text-md-end" aria-label={words.navigation}>
            <ul className="list-inline mb-1">
              <li className="list-inline-item">
                <SiteLink to={PAGES.enquiry}>{words.statusLink}</SiteLink>
              </li>
              <li className="list-inline-item">
                <SiteLink to={PAGES.login}>{words.staffSignIn}</SiteLink>
              </li>
            </ul>
            {networks.length > 0 && (
              <ul className="list-inline mb-0">
                {networks.map((network) => (
                  <li key={network} className="list-inline-item">
                    <a href={socialLinks[network]} rel="noopener noreferrer">
                      {fillIn(words.onNetwork, { name: consultancyName, network: SOCIAL_NETWORK_NAMES[network] }, words.language)}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </div>
        <p className="text-center mt-3 mb-0">
          © {copyrightYear()} <bdi>{consultancyName}</bdi> · {words.rights}
        </p>
      </div>
    </footer>
  );
}
