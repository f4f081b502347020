import { useLingui } from '@lingui/react/macro';
import { passportWarnings } from '@visadesk/contract';
import { useWatch, type Control } from 'react-hook-form';
import { shownDate } from '../../../components/applicant/applicant-words';
import { Alert } from '../../../components/ui/alert';
import { todayHere } from '../../../lib/today-here';
import type { ApplicationFormContext, ApplicationFormOutput, ApplicationFormValues } from './application-form-resolver';

/** The warnings for the dates as typed, in the desk's words. */
function useWarningLines(control: PassportWarningsProps['control']): string[] {
  const { i18n, t } = useLingui();
  const [passportIssue = '', passportExpiry = '', dutyDuration = ''] = useWatch({
    control,
    name: ['passportIssue', 'passportExpiry', 'dutyDuration'],
  });
  const { expired, issuedTooLongAgo, validTooShort } = passportWarnings({ passportIssue, passportExpiry, dutyDuration }, todayHere());
  const lines: string[] = [];
  if (expired) {
    const expiry = shownDate(i18n, expired.expiry);
    lines.push(t`This passport expired on ${expiry}: the applicant needs a new one before a visa can be issued.`);
  }
  if (issuedTooLongAgo) {
    const issued = shownDate(i18n, issuedTooLongAgo.issued);
    lines.push(t`This passport was issued on ${issued}, more than ten years ago: the European work visa needs a passport issued within the last ten years.`);
  }
  if (validTooShort) {
    const expiry = shownDate(i18n, validTooShort.expiry);
    const exit = shownDate(i18n, validTooShort.exit);
    lines.push(
      validTooShort.exitFromDuty
        ? t`This passport expires on ${expiry}, less than three months after the planned exit on ${exit} (today plus the duty duration).`
        : t`This passport expires on ${expiry}, less than three months after the planned exit on ${exit} (the duty duration does not say how long, so the exit is taken as today).`,
    );
  }
  return lines;
}

interface PassportWarningsProps {
  control: Control<ApplicationFormValues, ApplicationFormContext, ApplicationFormOutput>;
}

/**
 * The spec's passport rule (its help text), checked as staff type: not expired already, issued no
 * more than ten years ago, valid at least three months beyond the planned exit. A warning, never a refusal: the
 * consultancy may file an applicant who is renewing a passport. The region is always there so a
 * screen reader hears a warning appear.
 */
export function PassportWarnings({ control }: PassportWarningsProps) {
  const { t } = useLingui();
  const lines = useWarningLines(control);
  return (
    <div aria-live="polite">
      {lines.length > 0 && (
        <Alert tone="warning">
          {lines.map((line) => (
            <p key={line} className="mb-2">
              {line}
            </p>
          ))}
          <p className="mb-0 small">{t`The application can be saved all the same.`}</p>
        </Alert>
      )}
    </div>
  );
}
