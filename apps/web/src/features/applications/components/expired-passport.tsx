import { Trans, useLingui } from '@lingui/react/macro';
import { passportExpired, type Application } from '@visadesk/contract';
import { shownDate } from '../../../components/applicant/applicant-words';
import { Alert } from '../../../components/ui/alert';
import { todayHere } from '../../../lib/today-here';
import { listedName } from './application-row-parts';

/**
 * An expired passport, where staff would otherwise miss it: marked in the list, and named in the
 * confirmation before an approval. Never a refusal: the consultancy decides (a renewal may be under way).
 */

/** The applications whose passport expired before today, on this computer's calendar. */
export const withExpiredPassport = (applications: readonly Application[]) =>
  applications.filter((application) => passportExpired(application.passportExpiry, todayHere()));

/** Beside the passport number in the list: "Expired 2026-05-15". Nothing for a valid or unknown expiry. */
export function ExpiredPassportMark({ expiry }: { expiry: string }) {
  const { i18n, t } = useLingui();
  if (!passportExpired(expiry, todayHere())) return null;
  const date = shownDate(i18n, expiry);
  return <span className="badge text-bg-danger ms-2">{t`Passport expired ${date}`}</span>;
}

/**
 * In an approval's confirmation: each expired passport by its date (and the applicant's name when
 * several are approved at once), then the question.
 */
export function ExpiredPassportWarning({ applications, named }: { applications: readonly Application[]; named: boolean }) {
  const { i18n, t } = useLingui();
  if (applications.length === 0) return null;
  return (
    <Alert tone="warning">
      {applications.map((application) => {
        const date = shownDate(i18n, application.passportExpiry);
        const name = listedName(i18n, application);
        return (
          <p key={application._id} className="mb-2">
            {named ? t`The passport of ${name} expired on ${date}.` : t`The passport expired on ${date}.`}
          </p>
        );
      })}
      <p className="mb-0 fw-semibold">
        <Trans>Approve anyway?</Trans>
      </p>
    </Alert>
  );
}
