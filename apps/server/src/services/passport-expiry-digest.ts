import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isCalendarDate } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { passportExpiryDigests, users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { DigestEntry } from '../mail/passport-expiry-messages.ts';
import { daysLeft, recordCrossings } from './passport-expiry.ts';

/** Held by the digest for its transaction: instances sharing one database record and queue one at a time. */
export const PASSPORT_DIGEST_LOCK = 7_301_949;

export interface PassportExpiryDigestOptions {
  db: Database;
  mailer: Mailer;
  /** Whether SMTP_URL is set: without it nothing is recorded, so the crossings wait until mail is. */
  configured: boolean;
  /** The consultancy's today as YYYY-MM-DD (TIME_ZONE). */
  today: () => string;
  log: FastifyBaseLogger;
}

/** What one day's run did: how many applications its digest listed and how many staff it went to. */
export interface DigestReport {
  day: string;
  applications: number;
  recipients: number;
}

/**
 * The staff's daily digest of passports about to lapse (issue 17): once a consultancy day, every
 * passport that crossed 180, 90, 30 or 7 days before its expiry since the last run (or expired
 * unreported) is recorded, and, when there is one, one digest goes to each active staff member.
 * Recording and queueing share one transaction under an advisory lock: a digest queued is a
 * crossing recorded, a failed run records nothing, and of several instances only one reports a day.
 */
export class PassportExpiryDigest {
  private readonly options: PassportExpiryDigestOptions;

  constructor(options: PassportExpiryDigestOptions) {
    this.options = options;
  }

  /** Today's digest when it is due, for `day` (tests name one); null when mail is not configured or the day's run is done. */
  async run(day = this.options.today()): Promise<DigestReport | null> {
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
      if (entries.length === 0) return { day, applications: 0, recipients: 0 };
      const staff = await tx.select({ name: users.name, email: users.email }).from(users)
        .where(eq(users.status, 'active')).orderBy(asc(users.createdAt), asc(users.id));
      for (const to of staff) await mailer.queuePassportExpiryDigest(tx, to, entries);
      await tx.update(passportExpiryDigests).set({ applications: entries.length }).where(eq(passportExpiryDigests.day, day));
      return { day, applications: entries.length, recipients: staff.length };
    });
    if (report?.recipients) {
      mailer.kick();
      log.info(report, 'queued the daily digest of expiring passports');
    }
    return report;
  }
}
