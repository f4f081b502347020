import { Trans, useLingui } from '@lingui/react/macro';
import { PAGES, type Language } from '@visadesk/contract';
import { SiteLink } from '../../../components/layouts/site-link';
import { CountryList } from '../../../components/ui/country-list';
import { Island } from '../../../components/ui/island';
import { PageTitle } from '../../../components/ui/page-title';
import { EnquiryForm } from '../components/enquiry-form';
import { enquiryWords } from '../enquiry-words';

/**
 * `/enquiry` (`/hi/enquiry`…): prerendered once per language; the form is the page's one island,
 * with its words as props (src/enquiry-islands.tsx), and the country list it offers is plain HTML
 * beside it, every name written in at build time.
 */
export function EnquiryRoute() {
  const { i18n, t } = useLingui();
  return (
    <div className="container py-5">
      <div className="card shadow-sm mx-auto enquiry-card">
        <div className="card-body p-4">
          <PageTitle className="h3 mb-2">{t`Check Visa Status`}</PageTitle>
          <p className="text-body-secondary mb-4">
            <Trans>Enter the details from your passport to see your application status and your applicant copy.</Trans>
          </p>
          <Island name="enquiry-form" component={EnquiryForm} props={{ words: enquiryWords(i18n) }} />
          <CountryList language={i18n.locale as Language} />
        </div>
      </div>
      {/* The spec's Login, kept away from Submit: an applicant on a phone tapped it by mistake. */}
      <p className="text-center small text-body-secondary mt-5 mb-0">
        <Trans>For the agency's staff:</Trans>{' '}
        <SiteLink to={PAGES.login}>{t`Login`}</SiteLink>
      </p>
    </div>
  );
}
