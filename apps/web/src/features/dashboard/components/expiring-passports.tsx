import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PAGES, PASSPORT_EXPIRY_HORIZON_DAYS, type ExpiringPassport, type ExpiringPassports } from '@visadesk/contract';
import { Link } from 'react-router';
import { shownDate, STATUS_WORDS } from '../../../components/applicant/applicant-words';
import { DataTable } from '../../../components/ui/data-table';
import '../../../styles/dashboard.css';

const HEADING_ID = 'expiring-passports';

/** The application's own page (features never import each other, so not the applications feature's helper). */
const applicationPage = (id: string) => PAGES.updateApplicationView.replace(':id', encodeURIComponent(id));

/** How far off the expiry is, in words, so the list reads the same without its colours. */
function DaysLeft({ days }: { days: number }) {
  if (days === 0) return <Trans>expires today</Trans>;
  if (days > 0) return <Plural value={days} one="in # day" other="in # days" />;
  const ago = -days;
  return <Plural value={ago} one="expired # day ago" other="expired # days ago" />;
}

function ExpiringRow({ passport }: { passport: ExpiringPassport }) {
  const { i18n, t } = useLingui();
  return (
    <tr>
      <th scope="row">
        <Link to={applicationPage(passport._id)}>{passport.applicantName}</Link>
      </th>
      <td data-label={t`PASSPORT EXPIRY`}>
        <time dateTime={passport.passportExpiry}>{shownDate(i18n, passport.passportExpiry)}</time>
      </td>
      <td data-label={t`WHEN`} className={passport.daysLeft < 0 ? 'text-danger fw-semibold' : undefined}>
        <DaysLeft days={passport.daysLeft} />
      </td>
      <td data-label={t`STATUS`}>{i18n._(STATUS_WORDS[passport.isStatus])}</td>
    </tr>
  );
}

function ExpiringTable({ applications }: { applications: readonly ExpiringPassport[] }) {
  const { t } = useLingui();
  return (
    <DataTable headings={[t`APPLICANT`, t`PASSPORT EXPIRY`, t`WHEN`, t`STATUS`]} className="table-sm mb-0 stacked-table" labelledBy={HEADING_ID}>
      {applications.map((passport) => (
        <ExpiringRow key={passport._id} passport={passport} />
      ))}
    </DataTable>
  );
}

/**
 * The passports that lapse within the horizon, expired ones included, soonest first as the server
 * sends them, each linked to its application so staff can ask the applicant to renew.
 */
export function ExpiringPassportsCard({ expiring }: { expiring: ExpiringPassports }) {
  const days = PASSPORT_EXPIRY_HORIZON_DAYS;
  const { applications, total } = expiring;
  const more = total - applications.length;
  return (
    <section className="card shadow-sm mt-4" aria-labelledby={HEADING_ID}>
      <div className="card-body">
        <h2 id={HEADING_ID} className="h5 mb-3">
          <Trans>Passports expiring within {days} days</Trans>
        </h2>
        {applications.length === 0 ? (
          <p className="text-body-secondary mb-0">
            <Trans>No passport expires within {days} days.</Trans>
          </p>
        ) : (
          <ExpiringTable applications={applications} />
        )}
        {more > 0 && (
          <p className="text-body-secondary mt-2 mb-0">
            <Plural value={more} one="and # more" other="and # more" />
          </p>
        )}
      </div>
    </section>
  );
}
