import { Trans, useLingui } from '@lingui/react/macro';
import { RETENTION_DAYS, type RetentionKey, type SettingsSchema } from '@visadesk/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { useShownMessage } from '../../../i18n/use-shown-message';

type SettingsInput = z.input<typeof SettingsSchema>;

interface FieldsProps {
  register: UseFormRegister<SettingsInput>;
  errors: FieldErrors<SettingsInput>;
}

/** 00:00 to 23:00: the hours the daily digest may go at. */
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

/**
 * How long sent email, email that could not be sent and the activity log are kept (ADR 042): whole
 * days within the contract's bounds.
 */
export function RetentionFields({ register, errors }: FieldsProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  const kept = errors.retention;
  const days = (key: RetentionKey, label: string, hint: string) => (
    <InputField
      label={label}
      type="number"
      inputMode="numeric"
      min={RETENTION_DAYS[key].min}
      max={RETENTION_DAYS[key].max}
      step={1}
      hint={hint}
      error={shown(kept?.[key]?.message ?? kept?.message)}
      {...register(`retention.${key}`, { valueAsNumber: true })}
    />
  );
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Records kept</Trans>
      </legend>
      {days('sentEmailDays', t`Sent email, in days`, t`Then it leaves the application's page. From 7 to 3650 days; 90 unless you change it.`)}
      {days('failedEmailDays', t`Email that could not be sent, in days`, t`Kept longer, so staff can still see that it never arrived. From 30 to 3650 days; 365 unless you change it.`)}
      {days(
        'activityLogDays',
        t`Activity log, in days`,
        t`Older entries leave the activity log and each application's history. To keep them, export the activity log first. From 365 to 3650 days; 730 unless you change it.`,
      )}
    </fieldset>
  );
}

/** The hour of the consultancy's day the staff's daily digest goes at (ADR 042). */
export function DigestHourField({ register, errors }: FieldsProps) {
  const { t } = useLingui();
  const shown = useShownMessage();
  return (
    <fieldset className="mb-3">
      <legend className="h5">
        <Trans>Daily digest</Trans>
      </legend>
      <SelectField
        label={t`Daily digest of expiring passports at`}
        options={HOURS}
        hint={t`An hour of the consultancy's day (the server's TIME_ZONE). Staff get the digest once a day, from this hour on.`}
        error={shown(errors.digestHour?.message)}
        {...register('digestHour', { valueAsNumber: true })}
      />
    </fieldset>
  );
}
