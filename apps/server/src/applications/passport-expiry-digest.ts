import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCalendarDate } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applications, passportExpiryDigests, users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { OVERDUE_LISTED, type DigestEntry, type OverdueDigest } from '../mail/passport-expiry-messages.ts';
import { readStages } from '../stages/stages-settings.ts';
import { daysLeft, recordCrossings } from './passport-expiry.ts';
import { readSettings } from '../settings/settings.ts';

/** The applications past their stage's due day on `day` (ADR 049), the longest overdue first, named by their stage's name now. */
async function overdueOn(tx: Tx, day: string): Promise<OverdueDigest> {
  const past = sql`${applications.stageDue} <> '' and ${applications.stageDue} < ${day}`;
  const [rows, [count], stages] = await Promise.all([
    tx.select({ id: applications.id, givenN: applications.givenN, surname: applications.surname, stage: applications.stage,
      stageSince: applications.stageSince, stageDue: applications.stageDue })
      .from(applications).where(past).orderBy(asc(applications.stageDue), asc(applications.id)).limit(OVERDUE_LISTED),
    tx.select({ n: sql<number>`count(*)::int` }).from(applications).where(past),
    readStages(tx),
  ]);
  const names = new Map(stages.stages.map((stage) => [stage.id, stage.name]));
  const entries = rows.map(({ stage, ...row }) => ({ ...row, stageName: names.get(stage) ?? stage, daysOverdue: daysLeft(row.stageDue, day) }));
  return { entries, total: count?.n ?? 0 };
}

/** Held by the digest for its transaction: instances sharing one database record and queue one at a time. */
export const PASSPORT_DIGEST_LOCK = 7_301_949;

export interface PassportExpiryDigestOptions {
  db: Database;
  mailer: Mailer;
  /** Whether SMTP_URL is set: without it nothing is recorded, so the crossings wait until mail is. */
  configured: boolean;
  /** TIME_ZONE: whose day and hour the digest keeps. */
  timeZone: string;
  /** The clock; tests set their own. */
  now?: () => Date;
  log: FastifyBaseLogger;
}

/** A moment on the consultancy's clock: its day and its hour. */
export interface WallTime {
  day: string;
  hour: number;
}

/** `at` on the clock of `timeZone`: 08:00 in Kathmandu, 5:45 ahead of UTC, is 02:15 UTC; summer time included. */
export function wallTimeIn(timeZone: string): (at: Date) => WallTime {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit' });
  return (at) => {
    const part = Object.fromEntries(format.formatToParts(at).map(({ type, value }) => [type, value]));
    return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
  };
}

/** What one day's run did: how many applications its digest listed and how many staff it went to. */
export interface DigestReport {
  day: string;
  applications: number;
  recipients: number;
}

/**
 * The staff's daily digest of passports about to lapse: once a consultancy day, from Settings' hour on, every
 * passport that crossed 180, 90, 30 or 7 days before its expiry since the last run (or expired
 * unreported) is recorded, and, when there is one, one digest goes to each active staff member.
 * Recording and queueing share one transaction under an advisory lock: a digest queued is a
 * crossing recorded, a failed run records nothing, and of several instances only one reports a day.
 */
export class PassportExpiryDigest {
  private readonly options: PassportExpiryDigestOptions;
  private readonly wallTime: (at: Date) => WallTime;
  /** The last day this instance saw done: no query until the next one. */
  private doneDay = '';

  constructor(options: PassportExpiryDigestOptions) {
    this.options = options;
    this.wallTime = wallTimeIn(options.timeZone);
  }

  /** Now on the consultancy's clock. */
  wallClock(at = this.options.now?.() ?? new Date()): WallTime {
    return this.wallTime(at);
  }

  /**
   * The look the schedule makes (ADR 042): the day's digest once the consultancy's clock has reached
   * Settings' `digestHour`, if no instance has sent it yet. A desk started after the hour sends that
   * day's at once; before the hour, nothing is read or written. Null when nothing was due.
   */
  async look(at = this.options.now?.() ?? new Date()): Promise<DigestReport | null> {
    if (!this.options.configured) return null;
    const { day, hour } = this.wallTime(at);
    if (day === this.doneDay) return null;
    const { digestHour } = await readSettings(this.options.db);
    if (hour < digestHour) return null;
    const report = await this.run(day);
    this.doneDay = day;
    return report;
  }

  /** The digest of `day`, whatever the hour; null when mail is not configured or that day's run is done. */
  async run(day: string): Promise<DigestReport | null> {
    const { db, mailer, configured, log } = this.options;
    if (!configured) return null;
    const report = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PASSPORT_DIGEST_LOCK})`);
      const [first] = await tx.insert(passportExpiryDigests).values({ day, applications: 0 }).onConflictDoNothing()
        .returning({ day: passportExpiryDigests.day });
      if (!first) return null;
      // A day the calendar lacks (only a hand-made backup could hold one) is recorded, never listed.
      const entries: DigestEntry[] = (await recordCrossings(tx, day))
        .filter((row) => isCalendarDate(row.passportExpiry))
        .map((row) => ({ ...row, daysLeft: daysLeft(day, row.passportExpiry) }));
      const overdue = await overdueOn(tx, day);
      const listed = entries.length + overdue.total;
      if (listed === 0) return { day, applications: 0, recipients: 0 };
      const staff = await tx.select({ name: users.name, email: users.email }).from(users)
        .where(eq(users.status, 'active')).orderBy(asc(users.createdAt), asc(users.id));
      for (const to of staff) await mailer.queuePassportExpiryDigest(tx, to, entries, overdue);
      await tx.update(passportExpiryDigests).set({ applications: listed }).where(eq(passportExpiryDigests.day, day));
      return { day, applications: listed, recipients: staff.length };
    });
    if (report?.recipients) {
      log.info(report, 'queued the daily digest of expiring passports');
    }
    return report;
  }
}
