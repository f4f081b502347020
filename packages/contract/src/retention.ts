import { z } from 'zod';
import { SETTINGS_MESSAGES } from './settings-messages.ts';

/**
 * How long the desk keeps what would otherwise grow without end, in days (ADR 042): sent email,
 * email that could not be sent (kept longer: staff may still need to know it never arrived), and the
 * activity log (which is also each application's history). Older ones go in the hourly maintenance.
 */
export const RETENTION_DAYS = {
  sentEmailDays: { min: 7, max: 3650, default: 90 },
  failedEmailDays: { min: 30, max: 3650, default: 365 },
  activityLogDays: { min: 365, max: 3650, default: 730 },
} as const;
export type RetentionKey = keyof typeof RETENTION_DAYS;

const days = (key: RetentionKey) => {
  const { min, max } = RETENTION_DAYS[key];
  const message = SETTINGS_MESSAGES[key];
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const RetentionSchema = z.object({
  sentEmailDays: days('sentEmailDays'),
  failedEmailDays: days('failedEmailDays'),
  activityLogDays: days('activityLogDays'),
}, { error: SETTINGS_MESSAGES.retention });
export type Retention = z.infer<typeof RetentionSchema>;

export const DEFAULT_RETENTION: Retention = {
  sentEmailDays: RETENTION_DAYS.sentEmailDays.default,
  failedEmailDays: RETENTION_DAYS.failedEmailDays.default,
  activityLogDays: RETENTION_DAYS.activityLogDays.default,
};

/** The hour of the consultancy's day (TIME_ZONE), 0 to 23, at which the staff's daily digest goes (ADR 042). */
export const DigestHourSchema = z.number({ error: SETTINGS_MESSAGES.digestHour }).int(SETTINGS_MESSAGES.digestHour)
  .min(0, SETTINGS_MESSAGES.digestHour).max(23, SETTINGS_MESSAGES.digestHour);

/** 08:00: the agency's morning, before the office opens. */
export const DEFAULT_DIGEST_HOUR = 8;
